// The dashed box shown where a list has nothing yet (cart, checkout, wishlist): a headline, an
// optional line of help and one way on.
interface Props {
  title: string;
  text?: string;
  action: { href: string; label: string };
  /** a filled button (the default) or a plain underlined link */
  actionStyle?: 'button' | 'link';
}

const ACTION_CLASS = {
  button: 'inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700',
  link: 'font-semibold text-brand-600 underline underline-offset-4 hover:text-brand-700',
};

export function EmptyState({ title, text, action, actionStyle = 'button' }: Props) {
  return (
    <div className="grid min-h-[16rem] place-items-center rounded-xl border border-dashed border-line p-8 text-center">
      <div className="space-y-4">
        <p className="text-lg font-semibold text-ink">{title}</p>
        {text && <p className="text-sm text-ink-muted">{text}</p>}
        <a href={action.href} className={ACTION_CLASS[actionStyle]}>
          {action.label}
        </a>
      </div>
    </div>
  );
}
