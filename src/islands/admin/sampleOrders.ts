// The orders page's built-in sample products (spec: not server data). Images are small SVGs
// in public/images/orders.
export interface SampleOrderItem {
  id: string;
  name: string;
  category: 'Watches' | 'Accessories' | 'Clothing' | 'Bags' | 'Electronics';
  price: number;
  image: string;
}

const img = (slug: string) => `/images/orders/${slug}.svg`;

export const SAMPLE_ORDER_ITEMS: SampleOrderItem[] = [
  { id: 'o1', name: 'Classic Chronograph Watch', category: 'Watches', price: 1299, image: img('classic-watch') },
  { id: 'o2', name: 'Sport Fitness Watch', category: 'Watches', price: 849, image: img('sport-watch') },
  { id: 'o3', name: 'Leather Bracelet', category: 'Accessories', price: 129, image: img('leather-bracelet') },
  { id: 'o4', name: 'Silver Ring', category: 'Accessories', price: 349, image: img('silver-ring') },
  { id: 'o5', name: 'Denim Jacket', category: 'Clothing', price: 189, image: img('denim-jacket') },
  { id: 'o6', name: 'Cotton Shirt', category: 'Clothing', price: 79, image: img('cotton-shirt') },
  { id: 'o7', name: 'Travel Backpack', category: 'Bags', price: 259, image: img('travel-backpack') },
  { id: 'o8', name: 'Leather Handbag', category: 'Bags', price: 1499, image: img('leather-handbag') },
  { id: 'o9', name: 'Wireless Headset', category: 'Electronics', price: 2399, image: img('wireless-headset') },
  { id: 'o10', name: 'Smart Speaker', category: 'Electronics', price: 2272, image: img('smart-speaker') },
];

/** shown as is: the spec fixes the orders total at "$9323" whatever the rows are */
export const ORDERS_TOTAL_TEXT = 'Total : $9323';
