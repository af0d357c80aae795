// Swiper's script, the one module of it the home page's carousel uses (carousel.ts) and its
// stylesheet, fetched together when the carousel starts, once the browser is idle. The stylesheet
// is a file of its own, not part of the page: what the slides need before then is in global.css, so
// it is neither render-blocking nor weight in every page's HTML. Each import names what it takes,
// so the build keeps only that of swiper/modules (its whole set was 23 KB more).
import stylesheetUrl from 'swiper/css?url';

let stylesheet: Promise<void> | undefined;

function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: stylesheetUrl });
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`could not load ${stylesheetUrl}`));
    document.head.append(link);
  });
  return stylesheet;
}

/** Swiper, its A11y module and its stylesheet, applied, once all three are there. */
export async function loadSwiper() {
  const [Swiper, A11y] = await Promise.all([
    import('swiper').then(({ default: Swiper }) => Swiper),
    import('swiper/modules').then(({ A11y }) => A11y),
    loadStylesheet(),
  ]);
  return { Swiper, A11y };
}
