// The new-arrivals carousel's swiping and previous/next buttons (NewArrivals.astro).
import type Swiper from 'swiper';
import { loadSwiper } from '../swiperFiles';

// Swiper and its stylesheet load once the browser is idle (at most 1 s after load): the slides are
// already laid out as it will lay them out (global.css), and its files then do not compete with
// the first images
async function start() {
  const { Swiper, A11y } = await loadSwiper();
  document.querySelectorAll<HTMLElement>('[data-carousel]').forEach((root) => startCarousel(root, Swiper, A11y));
}

function startCarousel(
  root: HTMLElement,
  Swiper: typeof import('swiper').default,
  A11y: typeof import('swiper/modules').A11y,
) {
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]')!;
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]')!;
  const edges = (s: Swiper) => {
    prev.disabled = s.isBeginning;
    next.disabled = s.isEnd;
  };
  const swiper = new Swiper(root.querySelector<HTMLElement>('.swiper')!, {
    modules: [A11y],
    spaceBetween: 24,
    slidesPerView: 1,
    breakpoints: { 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
    a11y: { containerRoleDescriptionMessage: 'carousel', itemRoleDescriptionMessage: 'slide' },
    on: { afterInit: edges, slideChange: edges, resize: edges, breakpoint: edges },
  });
  prev.addEventListener('click', () => swiper.slidePrev());
  next.addEventListener('click', () => swiper.slideNext());
  root.dataset.ready = 'true';
}

if ('requestIdleCallback' in window) requestIdleCallback(() => void start(), { timeout: 1000 });
else setTimeout(() => void start(), 200);
