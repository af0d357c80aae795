// A menu's links, and each link's sub-links: added, removed and moved up or down. The category
// menu's links also say what their page lists (a catalogue category slug, a search term).
import { fieldId } from '../../lib/contentLinks';
import { Icon } from '../ui/Icon';
import { chevronDown } from '../ui/icons/chevronDown';
import { plus } from '../ui/icons/plus';
import { trash } from '../ui/icons/trash';
import { iconButton, secondaryButton } from '../admin/kit/ui';
import { Problem, TextField, withOptional, type Data, type Problems } from './fields';

interface Props {
  items: Data[];
  onChange: (items: Data[]) => void;
  problems: Problems;
  catalogue: boolean;
  /** the field path of this list: `items`, `items.2.children` */
  path?: string;
  depth?: number;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function MenuItems({ items, onChange, problems, catalogue, path = 'items', depth = 0 }: Props) {
  const put = (index: number, item: Data) => onChange(items.map((it, i) => (i === index ? item : it)));
  const noun = depth === 0 ? 'link' : 'sub-link';
  return (
    <fieldset className="grid grid-cols-1 gap-3">
      <legend className="text-sm font-semibold text-ink">{depth === 0 ? 'Links' : 'Sub-links'}</legend>
      <Problem field={path} problems={problems} />
      <ol className="grid grid-cols-1 gap-3">
        {items.map((item, index) => {
          const at = `${path}.${index}`;
          const name = str(item.label) || `${noun} ${index + 1}`;
          /** a text of the link's `key`; an `optional` one is left out when empty */
          const text = (key: string, label: string, hint?: string, optional = false) => (
            <TextField
              field={`${at}.${key}`}
              label={label}
              hint={hint}
              value={str(item[key])}
              onChange={(v) => put(index, optional ? withOptional(item, key, v) : { ...item, [key]: v })}
              problems={problems}
            />
          );
          return (
            <li key={index} className={`rounded-lg border border-line p-3 ${depth ? 'bg-slate-50' : 'bg-white'}`}>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {text('label', 'Label')}
                {text('href', 'Links to', 'A path such as /audio, or "#" for no page yet')}
                {catalogue && (
                  <>
                    {text('category', 'Lists the category', 'A catalogue category slug, e.g. cameras (optional)', true)}
                    {text('search', 'Lists the search', 'A fixed search term, e.g. DSLR (optional)', true)}
                  </>
                )}
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-1">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => onChange(moved(items, index, index - 1))}
                >
                  <Icon icon={chevronDown} className="h-5 w-5 rotate-180" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${name} down`}
                  disabled={index === items.length - 1}
                  onClick={() => onChange(moved(items, index, index + 1))}
                >
                  <Icon icon={chevronDown} className="h-5 w-5" />
                </button>
                <button
                  type="button"
                  className={`${iconButton} hover:text-sale`}
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  <Icon icon={trash} />
                </button>
              </div>
              {depth === 0 && (
                <div className="mt-3 border-t border-line pt-3">
                  <MenuItems
                    items={Array.isArray(item.children) ? (item.children as Data[]) : []}
                    onChange={(children) => put(index, { ...item, children })}
                    problems={problems}
                    catalogue={catalogue}
                    path={`${at}.children`}
                    depth={1}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div>
        <button
          type="button"
          id={fieldId(`${path}-add`)}
          className={depth ? `${secondaryButton} h-10 px-3` : secondaryButton}
          onClick={() => onChange([...items, { label: '', href: '' }])}
        >
          <Icon icon={plus} /> Add a {noun}
        </button>
      </div>
    </fieldset>
  );
}
