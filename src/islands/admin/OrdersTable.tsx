// /admin/orders: the sample products, searched by name on the client, 4 rows a page.
import { useMemo, useState } from 'react';
import { DataTable, type Column } from './DataTable';
import { formatPrice } from '../../lib/formatPrice';
import { ORDERS_TOTAL_TEXT, SAMPLE_ORDER_ITEMS, type SampleOrderItem } from './sampleOrders';

const PAGE_SIZE = 4;

export function OrdersTable() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const matches = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q ? SAMPLE_ORDER_ITEMS.filter((item) => item.name.toLowerCase().includes(q)) : SAMPLE_ORDER_ITEMS;
  }, [search]);
  const pages = Math.ceil(matches.length / PAGE_SIZE);
  const rows = matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const columns: Column<SampleOrderItem>[] = [
    {
      header: 'Image',
      className: 'w-20',
      media: true,
      cell: (item) => (
        <img
          src={item.image}
          alt={item.name}
          width={56}
          height={56}
          className="h-14 w-14 rounded-md border border-line"
        />
      ),
    },
    { header: 'Name', cell: (item) => <span className="font-medium text-ink">{item.name}</span> },
    { header: 'Category', cell: (item) => item.category },
    { header: 'Price', cell: (item) => formatPrice(item.price), className: 'whitespace-nowrap' },
  ];

  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-ink">Orders</h1>
      <DataTable
        label="Orders"
        columns={columns}
        rows={rows}
        rowKey={(item) => item.id}
        search={search}
        onSearch={(q) => {
          setSearch(q);
          setPage(1);
        }}
        searchPlaceholder="Search products..."
        page={page}
        pages={pages}
        onPage={setPage}
        status="ready"
        emptyText="No products match your search."
        pageSize={PAGE_SIZE}
        footer={<p className="text-base font-bold text-ink">{ORDERS_TOTAL_TEXT}</p>}
      />
    </>
  );
}
