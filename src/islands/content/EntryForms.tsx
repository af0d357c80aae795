// One form per kind of entry: an FAQ entry, a policy, the shop's details, a menu. Each edits a
// draft of the entry's data (and Markdown) that the editor page checks and publishes.
import type { ContentCollection } from '../../lib/content';
import { AreaField, ListField, NumberField, TextField, withOptional, type Data, type Problems } from './fields';
import { MarkdownField } from './MarkdownField';
import { MenuItems } from './MenuItems';

interface Props {
  collection: ContentCollection;
  id: string;
  data: Data;
  body: string;
  problems: Problems;
  onData: (data: Data) => void;
  onBody: (body: string) => void;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The shop's details, in the order the top bar and the footer show them. */
const SETTINGS_FIELDS: { key: string; label: string; hint?: string; list?: boolean }[] = [
  { key: 'shopName', label: 'Shop name', hint: 'In the header, the page titles and every mail' },
  { key: 'contactEmail', label: 'Contact e-mail', hint: 'In the top bar' },
  { key: 'supportEmail', label: 'Support e-mail', hint: 'In the footer' },
  { key: 'phone', label: 'Phone', hint: 'In the footer' },
  { key: 'callLine', label: 'Call line text', hint: 'Beside the phone, e.g. "Call us 24/7"' },
  { key: 'address', label: 'Address', hint: 'In the footer' },
  { key: 'dealText', label: 'Deal text', hint: 'In the top bar' },
  { key: 'freeShippingText', label: 'Free shipping text', hint: 'In the top bar' },
  {
    key: 'newsletterUrl',
    label: 'Newsletter address',
    hint: "Where the footer's sign-up form sends the e-mail (your mailing list's form address). Empty: the shop's own list",
  },
  { key: 'newsletterText', label: 'Newsletter text' },
  { key: 'copyright', label: 'Copyright line' },
  { key: 'currencies', label: 'Currencies', hint: 'Separated by commas', list: true },
  { key: 'languages', label: 'Languages', hint: 'Separated by commas', list: true },
  { key: 'searchScopes', label: 'Search scopes', hint: 'Separated by commas', list: true },
];

export function EntryForm({ collection, id, data, body, problems, onData, onBody }: Props) {
  const set = (key: string, value: unknown) => onData({ ...data, [key]: value });
  /** what every field of the draft's `key` takes (a text, unless the field says otherwise) */
  const bound = (key: string) => ({
    field: key,
    value: str(data[key]),
    onChange: (v: unknown) => set(key, v),
    problems,
  });
  if (collection === 'faqs')
    return (
      <div className="grid grid-cols-1 gap-5">
        <TextField {...bound('question')} label="Question" />
        <NumberField {...bound('order')} label="Position" hint="Smallest first on the FAQ page" value={data.order} />
        <MarkdownField label="Answer" value={body} onChange={onBody} problems={problems} />
      </div>
    );
  if (collection === 'legal')
    return (
      <div className="grid grid-cols-1 gap-5">
        <TextField {...bound('title')} label="Title" />
        <AreaField {...bound('description')} label="Description" hint="For search engines and link previews" />
        <TextField {...bound('updated')} label="Last updated" type="date" value={str(data.updated).slice(0, 10)} />
        <MarkdownField label="Text" value={body} onChange={onBody} problems={problems} />
      </div>
    );
  if (collection === 'settings')
    return (
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        {SETTINGS_FIELDS.map(({ key, label, hint, list }) =>
          list ? (
            <ListField key={key} {...bound(key)} label={label} hint={hint} value={data[key]} />
          ) : (
            <TextField key={key} {...bound(key)} label={label} hint={hint} />
          ),
        )}
      </div>
    );
  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <TextField {...bound('label')} label="Menu title" />
        <TextField
          {...bound('href')}
          label="Title links to"
          hint="A path on the shop such as /products; leave empty for none"
          onChange={(v) => onData(withOptional(data, 'href', v))}
        />
      </div>
      <MenuItems
        items={Array.isArray(data.items) ? (data.items as Data[]) : []}
        onChange={(items) => set('items', items)}
        problems={problems}
        catalogue={id === 'categories'}
      />
    </div>
  );
}
