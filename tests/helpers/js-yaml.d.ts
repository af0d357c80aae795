// js-yaml arrives with Astro (its YAML content loader) without type declarations; the tests
// only need load().
declare module 'js-yaml' {
  const yaml: { load(text: string): unknown };
  export default yaml;
}
