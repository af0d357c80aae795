// The product gallery (ProductGallery.astro): one image at a time on a strip moved by a transform,
// swiped (touch, pen or mouse), turned by the left and right arrow keys while the gallery is in the
// window, by previous/next and by the thumbnails. A few lines instead of Swiper, which was a third
// of the product page's JavaScript (docs/performance.md#the-page-budget). The strip is laid out by
// its classes from the first paint, so nothing moves when this starts.

/** A swipe turns the image when it is quick, or when it is dragged past half the image. */
const QUICK_SWIPE_MS = 300;
const MIN_SWIPE_PX = 10;

function startGallery(root: HTMLElement) {
  const viewport = root.querySelector<HTMLElement>('[data-gallery-viewport]');
  const strip = root.querySelector<HTMLElement>('[data-gallery-strip]');
  const prev = root.querySelector<HTMLButtonElement>('[data-gallery-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-gallery-next]');
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')];
  if (!viewport || !strip || !prev || !next) return;
  const last = strip.children.length - 1;
  let index = 0;

  const place = (offsetPx = 0) => {
    strip.style.transform = `translate3d(calc(${-index * 100}% + ${offsetPx}px), 0, 0)`;
  };
  const show = (to: number) => {
    index = Math.min(Math.max(to, 0), last);
    place();
    prev.disabled = index === 0;
    next.disabled = index === last;
    thumbs.forEach((thumb, i) =>
      i === index ? thumb.setAttribute('aria-current', 'true') : thumb.removeAttribute('aria-current'),
    );
  };

  prev.addEventListener('click', () => show(index - 1));
  next.addEventListener('click', () => show(index + 1));
  thumbs.forEach((thumb, i) => thumb.addEventListener('click', () => show(i)));

  let drag: { id: number; x: number; at: number; dx: number } | null = null;
  viewport.addEventListener('pointerdown', (event) => {
    if (!event.isPrimary || event.button !== 0) return;
    drag = { id: event.pointerId, x: event.clientX, at: event.timeStamp, dx: 0 };
    viewport.setPointerCapture(event.pointerId);
    strip.style.transitionDuration = '0s';
  });
  viewport.addEventListener('pointermove', (event) => {
    if (drag?.id !== event.pointerId) return;
    drag.dx = event.clientX - drag.x;
    // past the first or last image the strip follows the finger only a little
    const atEdge = (index === 0 && drag.dx > 0) || (index === last && drag.dx < 0);
    place(atEdge ? drag.dx / 4 : drag.dx);
  });
  const release = (event: PointerEvent) => {
    if (drag?.id !== event.pointerId) return;
    const { dx, at } = drag;
    drag = null;
    strip.style.transitionDuration = '';
    const quick = event.type === 'pointerup' && event.timeStamp - at < QUICK_SWIPE_MS;
    const far = Math.abs(dx) > viewport.clientWidth / 2;
    show(Math.abs(dx) > MIN_SWIPE_PX && (quick || far) ? index - Math.sign(dx) : index);
  };
  viewport.addEventListener('pointerup', release);
  // the browser took the gesture (a vertical scroll of the page): the image stays
  viewport.addEventListener('pointercancel', release);
  // a mouse drag moves the strip, not a copy of the image
  viewport.addEventListener('dragstart', (event) => event.preventDefault());

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || root.hidden) return;
    const active = document.activeElement as HTMLElement | null;
    if (active?.isContentEditable || active?.matches('input, textarea, select')) return;
    const box = viewport.getBoundingClientRect();
    const inWindow = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    if (!inWindow) return;
    event.preventDefault();
    show(index + (event.key === 'ArrowRight' ? 1 : -1));
  });

  show(0);
  root.dataset.ready = 'true';
}

document.querySelectorAll<HTMLElement>('[data-gallery]').forEach(startGallery);
