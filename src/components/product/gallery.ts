// The product gallery's swiping, arrow keys and thumbnail buttons (ProductGallery.astro).
import type Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { loadSwiper } from '../swiperFiles';

// Swiper and its stylesheet load once the browser is idle (at most 1 s after load): until then the
// first image shows as it will (global.css), and its files do not compete with that image, the
// page's largest paint
async function start() {
  const { Swiper, modules } = await loadSwiper();
  const { A11y, Keyboard } = modules;
  document
    .querySelectorAll<HTMLElement>('[data-gallery]')
    .forEach((root) => startGallery(root, Swiper, [A11y, Keyboard]));
}

function startGallery(
  root: HTMLElement,
  Swiper: typeof import('swiper').default,
  modules: NonNullable<SwiperOptions['modules']>,
) {
  const container = root.querySelector<HTMLElement>('.swiper');
  const prev = root.querySelector<HTMLButtonElement>('[data-gallery-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-gallery-next]');
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')];
  if (!container || !prev || !next) return;
  const sync = (s: Swiper) => {
    prev.disabled = s.isBeginning;
    next.disabled = s.isEnd;
    thumbs.forEach((thumb, i) =>
      i === s.activeIndex ? thumb.setAttribute('aria-current', 'true') : thumb.removeAttribute('aria-current'),
    );
  };
  const swiper = new Swiper(container, {
    modules,
    keyboard: { enabled: true, onlyInViewport: true },
    // a variant's gallery starts hidden (ProductGallery.astro): measured again once it is shown
    observer: true,
    observeParents: true,
    a11y: { containerRoleDescriptionMessage: 'carousel', itemRoleDescriptionMessage: 'slide' },
    on: { afterInit: sync, slideChange: sync },
  });
  prev.addEventListener('click', () => swiper.slidePrev());
  next.addEventListener('click', () => swiper.slideNext());
  thumbs.forEach((thumb, i) => thumb.addEventListener('click', () => swiper.slideTo(i)));
  root.dataset.ready = 'true';
}

if ('requestIdleCallback' in window) requestIdleCallback(() => void start(), { timeout: 1000 });
else setTimeout(() => void start(), 200);
