// Swiper's script and its stylesheet, fetched together when a carousel starts (the home page's
// carousel.ts, the product gallery's gallery.ts), once the browser is idle. The stylesheet is a file
// of its own, not part of the page: what the slides need before then is in global.css, so it is
// neither render-blocking nor weight in every page's HTML. Part of the shop chunk
// (src/host/integration.ts): nothing here runs until a carousel asks.
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

/** Swiper, its modules and its stylesheet, applied, once all three are there. */
export async function loadSwiper() {
  const [{ default: Swiper }, modules] = await Promise.all([
    import('swiper'),
    import('swiper/modules'),
    loadStylesheet(),
  ]);
  return { Swiper, modules };
}
