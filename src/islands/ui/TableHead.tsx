// A table's header row from its column titles, each with its own cell classes.
interface Props {
  className: string;
  /** [title, classes of its <th>] in column order */
  columns: [string, string][];
}

export function TableHead({ className, columns }: Props) {
  return (
    <thead className={className}>
      <tr>
        {columns.map(([title, cellClass]) => (
          <th key={title} scope="col" className={cellClass}>
            {title}
          </th>
        ))}
      </tr>
    </thead>
  );
}
