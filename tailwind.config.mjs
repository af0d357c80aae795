/** @type {import('tailwindcss').Config} */
export default {
  content: ['./src/**/*.{astro,html,js,jsx,md,mdx,ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // brand: a deep blue that passes AA on white for text and as a button fill with white text
        brand: {
          50: '#eff6ff',
          100: '#dbeafe',
          200: '#bfdbfe',
          500: '#2563eb',
          600: '#1d4ed8',
          700: '#1e40af',
          800: '#1e3a8a',
        },
        ink: { DEFAULT: '#0f172a', soft: '#334155', muted: '#475569' },
        line: '#e2e8f0',
        sale: '#b91c1c',
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
      maxWidth: { shop: '80rem' },
    },
  },
  plugins: [],
};
