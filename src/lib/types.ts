// Shapes of the REST API docs/architecture.md#rest-api-contract, shared by islands and server.

export type Role = 'admin' | 'customer';
type UserStatus = 'active' | 'blocked';

export interface User {
  _id: string;
  name: string;
  email: string;
  contact: string | null;
  address: string | null;
  role: Role;
  status: UserStatus;
  createdAt: string;
  updatedAt: string;
}

export interface ProductImage {
  url: string;
  public_id: string;
}

export interface CategoryRef {
  _id: string;
  name: string;
  image: string;
}

export interface Category {
  _id: string;
  name: string;
  slug: string;
  description: string;
  image: string;
  imagePublicId: string;
  isActive: boolean;
  productCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Product {
  _id: string;
  name: string;
  productName: string;
  slug: string;
  description: string;
  price: number;
  stock: number;
  category: CategoryRef;
  images: ProductImage[];
  discount: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Extra fields a list call answers when it is given `q`, `page` or `limit`. */
export interface PageInfo {
  total: number;
  page: number;
  pages: number;
}

export interface ListQuery {
  q?: string;
  page?: number;
  limit?: number;
}

export interface ProductQuery extends ListQuery {
  /** only products with isActive true (the storefront) */
  active?: boolean;
  /** `category`: also match the category name (admin table) */
  in?: 'category';
  /** exact category id or slug filter (storefront category routes) */
  category?: string;
}

export interface AuthResponse {
  success: true;
  message: string;
  token: string;
  user: User;
}
