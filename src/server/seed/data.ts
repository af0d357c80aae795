// The sample catalogue seeded into an empty database. Names cover what the storefront's
// category menu routes search for (DSLR, Mirrorless, Lens, Speaker, Smartphone, Charger,
// Case, PC, Console, Streaming, PlayStation, Xbox, Nintendo, Battery, Headphones).
import type { Glyph } from './art';

interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  glyph: Glyph;
  hue: number;
}

interface SeedProduct {
  name: string;
  category: string;
  price: number;
  stock: number;
  description: string;
  /** badge text "-N%": the seeded compare-at price is the price before that cut */
  discount?: string;
  /** shown in the home page's Featured tab */
  featured?: true;
  inactive?: true;
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    name: 'Audio',
    slug: 'audio',
    glyph: 'speaker',
    hue: 265,
    description: 'Speakers, sound bars, turntables and microphones for every room.',
  },
  {
    name: 'Cameras',
    slug: 'cameras',
    glyph: 'camera',
    hue: 205,
    description: 'DSLR and mirrorless bodies, lenses and action cameras.',
  },
  {
    name: 'Computers',
    slug: 'computers',
    glyph: 'laptop',
    hue: 220,
    description: 'Laptops for work, study and play, plus the chargers and cases they need.',
  },
  {
    name: 'Phones',
    slug: 'phones',
    glyph: 'phone',
    hue: 160,
    description: 'The latest smartphones with cases and fast chargers.',
  },
  {
    name: 'Games',
    slug: 'games',
    glyph: 'gamepad',
    hue: 330,
    description: 'Consoles, controllers, gaming PCs and streaming gear.',
  },
  {
    name: 'Batteries',
    slug: 'batteries',
    glyph: 'battery',
    hue: 40,
    description: 'Everyday, rechargeable and camera batteries, power banks and power stations.',
  },
  {
    name: 'Headphones',
    slug: 'headphones',
    glyph: 'headphones',
    hue: 12,
    description: 'Wireless, noise-cancelling, studio and gaming headphones.',
  },
];

export const SEED_PRODUCTS: SeedProduct[] = [
  // Audio
  {
    category: 'audio',
    name: 'JBL Flip 6 Portable Bluetooth Speaker',
    price: 129.99,
    stock: 42,
    discount: '-15%',
    description:
      'Waterproof IP67 speaker with a racetrack woofer and separate tweeter for bold, clear sound and 12 hours of play.',
  },
  {
    category: 'audio',
    name: 'Sonos Era 100 Smart Speaker',
    price: 249,
    stock: 18,
    description:
      'Stereo sound from one compact speaker, with Wi-Fi and Bluetooth streaming, Trueplay tuning and voice control.',
  },
  {
    category: 'audio',
    name: 'Bose SoundLink Flex Speaker',
    price: 149,
    stock: 25,
    description:
      'Rugged, dustproof and floating portable speaker with PositionIQ that tunes the sound to how it is placed.',
  },
  {
    category: 'audio',
    name: 'Audio-Technica AT-LP60X Turntable',
    price: 149,
    stock: 9,
    description: 'Fully automatic belt-drive turntable with a built-in phono preamp; plug it into any powered speaker.',
  },
  {
    category: 'audio',
    name: 'Yamaha SR-C20A Compact Sound Bar',
    price: 179.95,
    stock: 14,
    discount: '-10%',
    description: 'A 60 cm sound bar with built-in subwoofers, clear voice mode and HDMI ARC that fits under any TV.',
  },
  {
    category: 'audio',
    name: 'Marshall Emberton II Speaker',
    featured: true,
    price: 169.99,
    stock: 0,
    description: 'Iconic Marshall styling, 360° True Stereophonic sound and more than 30 hours of portable playtime.',
  },
  {
    category: 'audio',
    name: 'Rode NT-USB Mini Microphone',
    price: 99,
    stock: 31,
    description:
      'Studio-quality USB microphone for podcasts, streaming and calls, with a zero-latency headphone output.',
  },
  {
    category: 'audio',
    name: 'Anker Soundcore Motion 300 Speaker',
    price: 79.99,
    stock: 20,
    inactive: true,
    description: 'Hi-Res wireless speaker with 30 W stereo sound, adjustable EQ and a detachable strap.',
  },
  // Cameras
  {
    category: 'cameras',
    name: 'Canon EOS 90D DSLR Camera',
    price: 1199,
    stock: 7,
    description: '32.5 MP APS-C DSLR with 10 fps bursts, 4K video and a vari-angle touchscreen.',
  },
  {
    category: 'cameras',
    name: 'Nikon D7500 DSLR Camera Body',
    price: 899.95,
    stock: 5,
    discount: '-20%',
    description: 'Weather-sealed 20.9 MP DSLR with the sensor of the D500, 8 fps shooting and 4K UHD video.',
  },
  {
    category: 'cameras',
    name: 'Sony Alpha 7 IV Mirrorless Camera',
    price: 2498,
    stock: 4,
    description: 'Full-frame 33 MP hybrid mirrorless camera with real-time eye autofocus and 4K 60p video.',
  },
  {
    category: 'cameras',
    name: 'Fujifilm X-T5 Mirrorless Camera',
    featured: true,
    price: 1699,
    stock: 6,
    description: '40 MP X-Trans sensor, in-body stabilisation and classic dials in a compact weather-resistant body.',
  },
  {
    category: 'cameras',
    name: 'Canon RF 50mm f/1.8 STM Lens',
    price: 199,
    stock: 23,
    description: 'Light, bright prime lens for portraits and low light, with smooth, quiet STM autofocus.',
  },
  {
    category: 'cameras',
    name: 'Sony FE 24-70mm f/2.8 GM II Lens',
    price: 2298,
    stock: 0,
    description:
      'The lightest full-frame f/2.8 standard zoom, with G Master resolution and fast linear autofocus motors.',
  },
  {
    category: 'cameras',
    name: 'GoPro HERO12 Black Action Camera',
    price: 399,
    stock: 16,
    discount: '-25%',
    description: 'Waterproof action camera with 5.3K video, HyperSmooth 6.0 stabilisation and longer battery life.',
  },
  {
    category: 'cameras',
    name: 'Nikon Z 50 Mirrorless Kit with 16-50mm Lens',
    price: 856.95,
    stock: 3,
    inactive: true,
    description:
      'Compact APS-C mirrorless camera with a flip-down screen, sold with the retractable 16-50mm zoom lens.',
  },
  // Computers
  {
    category: 'computers',
    name: 'Apple MacBook Air 13 M3 Laptop',
    featured: true,
    price: 1099,
    stock: 12,
    description: 'Thin, fanless laptop with the M3 chip, a Liquid Retina display and up to 18 hours of battery life.',
  },
  {
    category: 'computers',
    name: 'Dell XPS 15 Laptop',
    price: 1899,
    stock: 5,
    discount: '-12%',
    description:
      '15.6-inch OLED laptop with Intel Core Ultra processor, RTX graphics and a machined aluminium chassis.',
  },
  {
    category: 'computers',
    name: 'Lenovo ThinkPad X1 Carbon Gen 12',
    price: 1649,
    stock: 8,
    description: 'Business ultrabook under 1.1 kg with a 14-inch 2.8K display, great keyboard and all-day battery.',
  },
  {
    category: 'computers',
    name: 'HP Victus 15 Gaming Laptop',
    price: 799.99,
    stock: 10,
    description: 'Affordable gaming laptop with a 144 Hz screen, GeForce RTX graphics and improved cooling.',
  },
  {
    category: 'computers',
    name: 'Anker Prime 100W GaN Laptop Charger',
    price: 84.99,
    stock: 37,
    description: 'Three-port USB-C GaN charger that powers a laptop, phone and tablet at once from one outlet.',
  },
  {
    category: 'computers',
    name: 'Tomtoc 14-inch Laptop Sleeve Case',
    price: 34.99,
    stock: 54,
    description: 'Padded, water-repellent laptop case with corner protection and an accessory pocket.',
  },
  {
    category: 'computers',
    name: 'Logitech MX Keys S Wireless Keyboard',
    price: 109.99,
    stock: 0,
    description: 'Low-profile illuminated keyboard with smart backlighting and switching between three devices.',
  },
  // Phones
  {
    category: 'phones',
    name: 'Samsung Galaxy S24 Smartphone',
    featured: true,
    price: 799.99,
    stock: 21,
    discount: '-10%',
    description: 'Compact flagship smartphone with a 6.2-inch 120 Hz display, Galaxy AI features and a 50 MP camera.',
  },
  {
    category: 'phones',
    name: 'Google Pixel 8a Smartphone',
    price: 499,
    stock: 19,
    description: 'Google Tensor G3, a brilliant camera with Magic Eraser and seven years of OS updates.',
  },
  {
    category: 'phones',
    name: 'Apple iPhone 15 128GB Smartphone',
    price: 799,
    stock: 15,
    description: 'Dynamic Island, a 48 MP main camera and USB-C in a colour-infused glass and aluminium design.',
  },
  {
    category: 'phones',
    name: 'OnePlus 12R Smartphone',
    price: 499.99,
    stock: 11,
    inactive: true,
    description:
      'Snapdragon performance, a bright 120 Hz display and 80 W charging that fills the battery in half an hour.',
  },
  {
    category: 'phones',
    name: 'Spigen Tough Armor Phone Case',
    price: 19.99,
    stock: 88,
    description: 'Dual-layer protective case with a built-in kickstand and Extreme Protection Tech cushioning.',
  },
  {
    category: 'phones',
    name: 'Samsung 25W Super Fast Wall Charger',
    price: 19.99,
    stock: 64,
    discount: '-30%',
    description: 'USB-C Power Delivery wall charger for Super Fast Charging of Galaxy phones and other devices.',
  },
  {
    category: 'phones',
    name: 'Belkin 3-in-1 MagSafe Wireless Charger',
    price: 129.99,
    stock: 13,
    description: 'Charges an iPhone, Apple Watch and AirPods together on one elegant stand.',
  },
  // Games
  {
    category: 'games',
    name: 'Sony PlayStation 5 Slim Console',
    featured: true,
    price: 499.99,
    stock: 9,
    description: 'The slimmer PS5 with an ultra-high-speed SSD, 1 TB of storage and the DualSense wireless controller.',
  },
  {
    category: 'games',
    name: 'Microsoft Xbox Series X Console',
    price: 499.99,
    stock: 7,
    discount: '-10%',
    description: 'The fastest, most powerful Xbox: true 4K gaming at up to 120 fps with Quick Resume.',
  },
  {
    category: 'games',
    name: 'Nintendo Switch OLED Console',
    price: 349.99,
    stock: 14,
    description: 'Play at home or on the go with a vivid 7-inch OLED screen, wide adjustable stand and 64 GB storage.',
  },
  {
    category: 'games',
    name: 'Xbox Wireless Controller Carbon Black',
    price: 59.99,
    stock: 40,
    description: 'Hybrid D-pad, textured grip and Bluetooth for Xbox, Windows PC, phones and tablets.',
  },
  {
    category: 'games',
    name: 'PlayStation DualSense Edge Controller',
    price: 199.99,
    stock: 0,
    description: 'Pro controller for PS5 with swappable stick modules, back buttons and custom profiles.',
  },
  {
    category: 'games',
    name: 'Nintendo Switch Pro Controller',
    price: 69.99,
    stock: 22,
    description: 'Traditional controller with HD rumble, motion controls and about 40 hours of battery.',
  },
  {
    category: 'games',
    name: 'Elgato HD60 X Game Capture for Streaming',
    price: 179.99,
    stock: 12,
    description: 'Capture and stream console gameplay in 1080p60 HDR10 or 4K30 with ultra-low-latency passthrough.',
  },
  {
    category: 'games',
    name: 'Elgato Stream Deck MK.2 Streaming Controller',
    price: 149.99,
    stock: 17,
    discount: '-15%',
    description: '15 customisable LCD keys to switch scenes, launch media and control your streaming apps.',
  },
  {
    category: 'games',
    name: 'CyberPowerPC Gamer Xtreme Gaming PC',
    price: 1199.99,
    stock: 4,
    description: 'Ready-to-play gaming PC with an Intel Core i7, GeForce RTX 4060 Ti and a 1 TB NVMe SSD.',
  },
  {
    category: 'games',
    name: 'Meta Quest 3 VR Headset',
    featured: true,
    price: 499.99,
    stock: 6,
    inactive: true,
    description: 'Mixed-reality headset with full-colour passthrough, sharper lenses and a faster chip.',
  },
  // Batteries
  {
    category: 'batteries',
    name: 'Anker PowerCore 20000 Battery Pack',
    price: 49.99,
    stock: 73,
    discount: '-20%',
    description: 'High-capacity portable battery that charges a phone about four times, with fast USB-C input.',
  },
  {
    category: 'batteries',
    name: 'Duracell Optimum AA Battery 12-Pack',
    price: 17.49,
    stock: 120,
    description: 'Alkaline AA batteries with extra life or extra power in the devices that need it most.',
  },
  {
    category: 'batteries',
    name: 'Energizer Ultimate Lithium AAA Battery 8-Pack',
    price: 14.99,
    stock: 96,
    description: 'The longest-lasting AAA battery from Energizer, leak-proof and light, working from -40 °C to 60 °C.',
  },
  {
    category: 'batteries',
    name: 'Canon LP-E6NH Camera Battery',
    price: 79,
    stock: 26,
    description:
      'Genuine 2130 mAh lithium-ion battery for EOS R and many EOS DSLR cameras, with USB-C charging in camera.',
  },
  {
    category: 'batteries',
    name: 'EcoFlow River 2 Portable Power Station Battery',
    price: 219,
    stock: 0,
    description: '256 Wh LiFePO4 power station that recharges from the wall in one hour, for camping and outages.',
  },
  {
    category: 'batteries',
    name: 'Panasonic eneloop Pro Rechargeable AA Battery 4-Pack',
    price: 24.99,
    stock: 58,
    description: 'High-capacity 2500 mAh NiMH cells, pre-charged with solar energy and good for 500 recharges.',
  },
  // Headphones
  {
    category: 'headphones',
    name: 'Sony WH-1000XM5 Wireless Headphones',
    featured: true,
    price: 399.99,
    stock: 18,
    discount: '-18%',
    description: 'Industry-leading noise cancelling, eight microphones for clear calls and 30 hours of battery.',
  },
  {
    category: 'headphones',
    name: 'Bose QuietComfort Ultra Headphones',
    price: 429,
    stock: 11,
    description: 'World-class noise cancellation and Immersive Audio in a plush, foldable design.',
  },
  {
    category: 'headphones',
    name: 'Apple AirPods Pro 2 Earbuds',
    featured: true,
    price: 249,
    stock: 34,
    description: 'Active noise cancellation, Adaptive Audio and Personalized Spatial Audio in a USB-C MagSafe case.',
  },
  {
    category: 'headphones',
    name: 'Sennheiser HD 600 Open-Back Headphones',
    price: 399.95,
    stock: 8,
    description: 'Reference open-back studio headphones with natural, detailed sound and replaceable parts.',
  },
  {
    category: 'headphones',
    name: 'SteelSeries Arctis Nova 7 Gaming Headphones',
    price: 179.99,
    stock: 15,
    description: 'Wireless gaming headset with simultaneous 2.4 GHz and Bluetooth audio and a retractable mic.',
  },
  {
    category: 'headphones',
    name: 'Beats Studio Pro Wireless Headphones',
    price: 349.99,
    stock: 0,
    description: 'Lossless audio over USB-C, personalised spatial audio and up to 40 hours of battery.',
  },
  {
    category: 'headphones',
    name: 'JBL Tune 520BT On-Ear Headphones',
    price: 49.95,
    stock: 47,
    inactive: true,
    description: 'Lightweight foldable headphones with JBL Pure Bass sound and 57 hours of battery.',
  },
];
