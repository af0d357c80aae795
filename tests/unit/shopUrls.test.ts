import { describe, expect, it } from 'vitest';
import type { CategoryRoute } from '../../src/lib/menuRoutes';
import {
  absoluteUrl,
  catalogCategoryPath,
  catalogSearchPath,
  categoryPath,
  customerOrderPath,
  guestOrderPath,
  ORDER_TRACKING_PATH,
  orderNumberTrackingPath,
  productPath,
  resetPasswordPath,
  verifyEmailPath,
} from '../../src/lib/shopUrls';

describe('shop URLs', () => {
  it('builds the pages a link or a mail points to, escaping what is put in', () => {
    expect(productPath('sony-a7-iv')).toBe('/products/sony-a7-iv');
    expect(productPath('a/b')).toBe('/products/a%2Fb');
    expect(catalogSearchPath('TV & Audio')).toBe('/products?q=TV%20%26%20Audio');
    expect(catalogCategoryPath('video-game')).toBe('/products?category=video-game');
    expect(customerOrderPath('o-1')).toBe('/dashboard/orders?id=o-1');
    expect(customerOrderPath('o-1', true)).toBe('/dashboard/orders?id=o-1&placed=1');
    expect(guestOrderPath('k+/=')).toBe('/order-tracking?key=k%2B%2F%3D');
    expect(guestOrderPath('k', true)).toBe('/order-tracking?key=k&placed=1');
    expect(orderNumberTrackingPath('1001')).toBe('/order-tracking?number=1001');
    expect(ORDER_TRACKING_PATH).toBe('/order-tracking');
    expect(resetPasswordPath('t_-1')).toBe('/reset-password?token=t_-1');
    expect(verifyEmailPath('v')).toBe('/verify-email?token=v');
  });

  it('puts the shop address in front, with or without its trailing slash', () => {
    expect(absoluteUrl('https://shop.example', '/verify-email?token=v')).toBe(
      'https://shop.example/verify-email?token=v',
    );
    expect(absoluteUrl('https://shop.example/', '/order-tracking')).toBe('https://shop.example/order-tracking');
  });

  it("links a product's category to its top-level menu route, else to a search for its name", () => {
    const routes: CategoryRoute[] = [
      { path: '/shop/audio', heading: 'Audio', category: 'audio' },
      { path: '/shop/audio/cables', heading: 'Cables', category: 'tv-audio', parent: 'Audio' },
      { path: '/shop/tv', heading: 'TV', category: 'tv-audio' },
    ];
    expect(categoryPath(routes, 'Audio')).toBe('/shop/audio');
    expect(categoryPath(routes, 'TV & Audio')).toBe('/shop/tv');
    expect(categoryPath(routes, 'Cameras')).toBe('/products?q=Cameras');
  });
});
