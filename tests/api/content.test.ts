// The Content section's API (docs/api.md#content): the editor role, checked changes that write
// nothing when refused, publishes that rebuild the pages in the background while the shop keeps
// answering, one after the other, restores, a failed build that leaves the old pages, and the
// list of what is left to fill in. Each server edits its own copy of src/content (CONTENT_DIR),
// never the repository's. A rebuild takes a minute or more here, so the tests make three.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServer, type TestServer } from './harness';

const copies: string[] = [];
function contentCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-content-'));
  cpSync(path.join(ROOT, 'src', 'content'), dir, { recursive: true });
  copies.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

interface Publish {
  id: string;
  status: 'queued' | 'building' | 'done' | 'failed';
  reason: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

/** Polls a publish until it is done or failed, calling `meanwhile` between polls. */
async function settled(server: TestServer, token: string, id: string, meanwhile?: () => Promise<void>) {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const res = await server.api(`/api/content/publishes/${id}`, { token });
    expect(res.status).toBe(200);
    const publish = res.body.publish as Publish;
    if (publish.status === 'done' || publish.status === 'failed') return publish;
    if (Date.now() > deadline) throw new Error(`publish ${id} still ${publish.status}`);
    await meanwhile?.();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const page = async (server: TestServer, pathname: string) => {
  const res = await fetch(server.url + pathname);
  return { status: res.status, html: await res.text() };
};

describe('the Content section', () => {
  let server: TestServer;
  let contentDir: string;
  let admin: string;
  let editor: string;
  let editorId: string;
  const read = (file: string) => readFileSync(path.join(contentDir, file), 'utf8');

  beforeAll(async () => {
    contentDir = contentCopy();
    server = await startServer({ CONTENT_DIR: contentDir });
    admin = await server.adminToken();
    const signedUp = await server.signupUser({ name: 'Erin Editor' });
    editorId = signedUp.user._id;
    editor = signedUp.token;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is for editors and admins; an editor is refused everything else of the back-office', async () => {
    expect((await server.api('/api/content', { token: editor })).status).toBe(403);
    // only an admin makes editors
    const selfPromotion = await server.api(`/api/users/${editorId}`, {
      method: 'PUT',
      token: editor,
      json: { role: 'editor' },
    });
    expect(selfPromotion.status).toBe(403);
    const made = await server.api(`/api/users/${editorId}`, { method: 'PUT', token: admin, json: { role: 'editor' } });
    expect(made.status).toBe(200);
    expect(made.body.user.role).toBe('editor');
    expect(
      (await server.api(`/api/users/${editorId}`, { method: 'PUT', token: admin, json: { role: 'admin' } })).body,
    ).toMatchObject({ message: 'role: must be "editor" or "customer"' });
    const me = await server.api('/api/auth/profile', { token: admin });
    const ownRole = await server.api(`/api/users/${me.body.user._id}`, {
      method: 'PUT',
      token: admin,
      json: { role: 'customer' },
    });
    expect(ownRole.status).toBe(400);

    const overview = await server.api('/api/content', { token: editor });
    expect(overview.status).toBe(200);
    expect(overview.body.editing).toEqual({ enabled: true, reason: null });
    expect(overview.body.entries).toContainEqual({
      collection: 'faqs',
      id: 'contact',
      title: 'How can I reach customer support?',
    });
    expect(overview.body.entries).toContainEqual({ collection: 'settings', id: 'site', title: "Shop's details" });
    expect(overview.body.entries.filter((e: { collection: string }) => e.collection === 'legal')).toHaveLength(3);
    expect(overview.body.entries.filter((e: { collection: string }) => e.collection === 'menus')).toHaveLength(7);
    expect((await server.api('/api/content/faqs/contact', { token: editor })).body.entry).toMatchObject({
      data: { question: 'How can I reach customer support?', order: 12 },
    });

    const elsewhere: [string, string][] = [
      ['GET', '/api/users/all'],
      ['PUT', `/api/users/${me.body.user._id}`],
      ['GET', '/api/orders/stats'],
      ['GET', '/api/messages'],
      ['GET', '/api/promotions'],
      ['GET', '/api/admin/outbox'],
      ['POST', '/api/categories'],
    ];
    for (const [method, pathname] of elsewhere) {
      const res = await server.api(pathname, { method, token: editor, json: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${pathname}`).toBe(403);
    }
    // unmade: a customer again
    const unmade = await server.api(`/api/users/${editorId}`, {
      method: 'PUT',
      token: admin,
      json: { role: 'customer' },
    });
    expect(unmade.body.user.role).toBe('customer');
    expect((await server.api('/api/content', { token: editor })).status).toBe(403);
    await server.api(`/api/users/${editorId}`, { method: 'PUT', token: admin, json: { role: 'editor' } });
  });

  it('lists what is still template text, each with its field', async () => {
    const { placeholders } = (await server.api('/api/content', { token: editor })).body;
    const at = (collection: string, id: string, field: string, text: string) =>
      expect(placeholders).toContainEqual(expect.objectContaining({ collection, id, field, text }));
    at('settings', 'site', 'contactEmail', '{email}');
    at('settings', 'site', 'phone', '{phone}');
    at('settings', 'site', 'address', '{address}');
    // the shop's own list (an empty newsletterUrl) is not template text
    expect(placeholders.some((p: { field: string }) => p.field === 'newsletterUrl')).toBe(false);
    at('legal', 'privacy-policy', 'body', '{company_name}');
    at('legal', 'privacy-policy', 'body', '{store_url}');
    at('legal', 'privacy-policy', 'description', '{company_name}');
    at('faqs', 'theme-support', 'body', 'template FAQ entry (about the theme or the hosted-store platform)');
    expect(placeholders.some((p: { id: string }) => p.id === 'warranty')).toBe(false);
  });

  it('refuses an invalid change with every problem by field, and writes nothing', async () => {
    const before = read('faqs/contact.md');
    const settingsBefore = read('settings.yaml');
    const bad = await server.api('/api/content/faqs/contact', {
      method: 'PUT',
      token: editor,
      json: { data: { question: '', order: 'first' }, body: 'Write to <script>alert(1)</script> us' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.problems).toEqual([
      { field: 'question', message: 'must not be empty' },
      { field: 'order', message: 'must be a number' },
      { field: 'body', message: expect.stringContaining('write Markdown only') },
    ]);
    const scriptLink = await server.api('/api/content/legal/refund-policy', {
      method: 'PUT',
      token: editor,
      json: {
        data: { title: 'Refund Policy', description: 'x', updated: 'soon' },
        body: '[Click](javascript:alert(1))',
      },
    });
    expect(scriptLink.body.problems.map((p: { field: string }) => p.field)).toEqual(['updated', 'body']);
    const site = (await server.api('/api/content/settings/site', { token: editor })).body.entry.data;
    const newsletter = await server.api('/api/content/settings/site', {
      method: 'PUT',
      token: editor,
      json: { data: { ...site, newsletterUrl: 'javascript:alert(1)', extra: 'x' } },
    });
    expect(newsletter.status).toBe(400);
    expect(newsletter.body.problems.map((p: { field: string }) => p.field).sort()).toEqual(['data', 'newsletterUrl']);
    const menu = await server.api('/api/content/menus/footerExplore', {
      method: 'PUT',
      token: editor,
      json: { data: { label: 'Explore', items: [{ label: 'Size Guide', href: 'size-guide' }] } },
    });
    expect(menu.body.problems).toEqual([
      { field: 'items.0.href', message: 'must be "#" or a path of this site, starting with a single "/" (like /faqs)' },
    ]);
    // a link to another site, however it is spelled, is refused beside its field
    for (const href of ['//evil.example/login', '/\\evil.example/login', 'https://evil.example/login']) {
      const elsewhere = await server.api('/api/content/menus/footerExplore', {
        method: 'PUT',
        token: editor,
        json: { data: { label: 'Explore', items: [{ label: 'Sign in', href }] } },
      });
      expect(elsewhere.status, href).toBe(400);
      expect(elsewhere.body.message).toBe(
        'items.0.href: must be "#" or a path of this site, starting with a single "/" (like /faqs)',
      );
      expect(elsewhere.body.problems.map((p: { field: string }) => p.field)).toEqual(['items.0.href']);
    }
    expect(read('menus.yaml')).not.toContain('evil.example');
    expect((await server.api('/api/content/legal/about-us', { token: editor })).status).toBe(404);
    expect((await server.api('/api/content/pages/about', { token: editor })).status).toBe(404);
    expect((await server.api('/api/content/faqs/Bad_Id', { method: 'PUT', token: editor, json: {} })).status).toBe(404);

    expect(read('faqs/contact.md')).toBe(before);
    expect(read('settings.yaml')).toBe(settingsBefore);
    expect((await server.api('/api/content/faqs/contact/history', { token: editor })).body.versions).toEqual([]);
    expect((await server.api('/api/content', { token: editor })).body.publishes).toEqual([]);
  });

  it(
    'publishes one change after the other while the shop answers, then shows them on the pages',
    { timeout: 900_000 },
    async () => {
      const site = (await server.api('/api/content/settings/site', { token: editor })).body.entry.data;
      const answer = 'Call **Anna** on 0800 555 0199, every day from 8 to 20.';
      const [faq, details] = await Promise.all([
        server.api('/api/content/faqs/contact', {
          method: 'PUT',
          token: editor,
          json: { data: { question: 'How can I reach customer support?', order: 12 }, body: answer },
        }),
        server.api('/api/content/settings/site', {
          method: 'PUT',
          token: editor,
          json: { data: { ...site, phone: '+44 20 7946 0199' } },
        }),
      ]);
      expect(faq.status).toBe(202);
      expect(details.status).toBe(202);
      expect(faq.body.publish.status).toBe('queued');

      // the shop keeps answering, with the old pages, until the new ones are in
      let checks = 0;
      const shopAnswers = async () => {
        const [faqs, home] = await Promise.all([page(server, '/faqs'), page(server, '/')]);
        expect(faqs.status).toBe(200);
        expect(home.status).toBe(200);
        const published = (await server.api(`/api/content/publishes/${faq.body.publish.id}`, { token: editor })).body
          .publish as Publish;
        if (published.status !== 'done') expect(faqs.html).not.toContain('Anna');
        checks++;
      };
      const first = await settled(server, editor, faq.body.publish.id, shopAnswers);
      const second = await settled(server, editor, details.body.publish.id, shopAnswers);
      expect(first, first.reason ?? '').toMatchObject({ status: 'done', reason: null });
      expect(second, second.reason ?? '').toMatchObject({ status: 'done', reason: null });
      expect(checks).toBeGreaterThan(3);
      // one after the other: the second began building once the first was done
      expect(Date.parse(second.startedAt!)).toBeGreaterThanOrEqual(Date.parse(first.finishedAt!));

      // the same files a developer edits
      expect(read('faqs/contact.md')).toContain('Call **Anna** on 0800 555 0199');
      expect(read('settings.yaml')).toMatch(/^ {2}phone: \+44 20 7946 0199$/m);
      expect(read('settings.yaml')).toContain('# Site-wide texts shown in the shell.');
      // the built page, and the shell of the pages rendered on request
      expect((await page(server, '/faqs')).html).toContain('Call <strong>Anna</strong> on 0800 555 0199');
      expect((await page(server, '/')).html).toContain('+44 20 7946 0199');
      expect((await page(server, '/products')).html).toContain('+44 20 7946 0199');
      const { placeholders } = (await server.api('/api/content', { token: editor })).body;
      expect(placeholders.some((p: { field: string }) => p.field === 'phone')).toBe(false);

      const history = (await server.api('/api/content/faqs/contact/history', { token: editor })).body.versions;
      expect(history).toHaveLength(2);
      expect(history[0]).toMatchObject({ by: 'Erin Editor', publish: { status: 'done' } });
      expect(history[0].content).toContain('Anna');
      // the text it replaced, as found in the source folder
      expect(history[1]).toMatchObject({ by: null, publish: null });
      expect(history[1].content).toContain('Our call line is open 24/7');
    },
  );

  it('restores an older version by publishing it', { timeout: 600_000 }, async () => {
    const history = (await server.api('/api/content/faqs/contact/history', { token: editor })).body.versions;
    const original = history[history.length - 1];
    const unknown = await server.api('/api/content/faqs/warranty/restore', {
      method: 'POST',
      token: editor,
      json: { version: original.version },
    });
    expect(unknown.status).toBe(400);
    const restored = await server.api('/api/content/faqs/contact/restore', {
      method: 'POST',
      token: editor,
      json: { version: original.version },
    });
    expect(restored.status).toBe(202);
    expect(await settled(server, editor, restored.body.publish.id)).toMatchObject({ status: 'done' });
    const faqs = (await page(server, '/faqs')).html;
    expect(faqs).toContain('Our call line is open 24/7');
    expect(faqs).not.toContain('Anna');
    const after = (await server.api('/api/content/faqs/contact/history', { token: editor })).body.versions;
    expect(after).toHaveLength(3);
    expect(after[0].content).toBe(original.content);
  });
});

describe('a failed rebuild', () => {
  let server: TestServer;
  let contentDir: string;

  beforeAll(async () => {
    contentDir = contentCopy();
    // no build finishes in a second: the publish fails as any failed build does
    server = await startServer({ CONTENT_DIR: contentDir, CONTENT_BUILD_TIMEOUT_SECONDS: '1' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('changes nothing shoppers see, puts the file back and says why', async () => {
    const admin = await server.adminToken();
    const before = readFileSync(path.join(contentDir, 'faqs/warranty.md'), 'utf8');
    const put = await server.api('/api/content/faqs/warranty', {
      method: 'PUT',
      token: admin,
      json: { data: { question: 'Do products come with a warranty?', order: 11 }, body: 'Two years, always.' },
    });
    expect(put.status).toBe(202);
    const publish = await settled(server, admin, put.body.publish.id);
    expect(publish.status).toBe('failed');
    expect(publish.reason).toContain('longer than 1 s');
    expect(readFileSync(path.join(contentDir, 'faqs/warranty.md'), 'utf8')).toBe(before);
    expect((await page(server, '/faqs')).html).not.toContain('Two years, always.');
    const history = (await server.api('/api/content/faqs/warranty/history', { token: admin })).body.versions;
    expect(history[0]).toMatchObject({ publish: { status: 'failed' } });
  });

  it('lets one publish wait behind the one building; a third is a 409 that writes nothing', async () => {
    const admin = await server.adminToken();
    const entries = [
      ['warranty', 'Do products come with a warranty?'],
      ['contact', 'How can I reach customer support?'],
      ['returns', 'Can I return a product?'],
    ];
    const file = (id: string) => readFileSync(path.join(contentDir, `faqs/${id}.md`), 'utf8');
    const history = async (id: string) =>
      (await server.api(`/api/content/faqs/${id}/history`, { token: admin })).body.versions.length;
    const before = await Promise.all(entries.map(async ([id]) => ({ text: file(id), versions: await history(id) })));
    const faq = (id: string, question: string) =>
      server.api(`/api/content/faqs/${id}`, {
        method: 'PUT',
        token: admin,
        json: { data: { question, order: 11 }, body: `${question} In line.` },
      });
    const answers = await Promise.all(entries.map(([id, question]) => faq(id, question)));
    expect(answers.map((res) => res.status).sort()).toEqual([202, 202, 409]);
    const refused = answers.findIndex((res) => res.status === 409);
    expect(answers[refused].body.message).toBe(
      'Another publish is already waiting for the one being built. Publish again once it has started building: your changes are still in the form.',
    );
    const publishes = (await server.api('/api/content', { token: admin })).body.publishes as Publish[];
    expect(publishes.filter((p) => p.status === 'queued' || p.status === 'building')).toHaveLength(2);
    for (const res of answers.filter((r) => r.status === 202)) await settled(server, admin, res.body.publish.id);
    const [id, question] = entries[refused];
    expect(file(id)).toBe(before[refused].text);
    expect(await history(id)).toBe(before[refused].versions);
    // once the line is free, a publish is taken again
    const next = await faq(id, question);
    expect(next.status, next.text).toBe(202);
    await settled(server, admin, next.body.publish.id);
  });

  it('with CONTENT_EDITING=off, shows the content but publishes nothing', async () => {
    await server.terminate();
    server = await startServer({ CONTENT_DIR: contentDir, CONTENT_EDITING: 'off' }, { reuse: server });
    const admin = await server.adminToken();
    const overview = await server.api('/api/content', { token: admin });
    expect(overview.body.editing.enabled).toBe(false);
    expect(overview.body.editing.reason).toContain('CONTENT_EDITING=off');
    // the publish the earlier server left is still failed, not picked up
    expect(overview.body.publishes[0].status).toBe('failed');
    const put = await server.api('/api/content/faqs/warranty', {
      method: 'PUT',
      token: admin,
      json: { data: { question: 'Do products come with a warranty?', order: 11 }, body: 'Two years.' },
    });
    expect(put.status).toBe(409);
    expect(put.body.message).toContain('CONTENT_EDITING=off');
  });
});
