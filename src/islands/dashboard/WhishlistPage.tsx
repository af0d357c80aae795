// /dashboard/whishlist ("Whishlist", spelled as in docs/product.md#sidebar): the same wishlist as /wishlist.
import { AccountLayout } from '../account/AccountLayout';
import WishlistGrid from '../wishlist/WishlistGrid';
import { pageTitle } from './ui';

export default function WhishlistPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout currentPath={currentPath}>
      {() => (
        <>
          <h1 className={pageTitle}>Whishlist</h1>
          <WishlistGrid />
        </>
      )}
    </AccountLayout>
  );
}
