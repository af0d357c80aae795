// The links of the mails a test server wrote to its log (mail delivery off: SMTP_URL unset, see
// src/server/mail/transport.ts). Each logged mail starts with "mail to <address> (not sent"; its
// block lists the links, in a pretty line or inside one JSON line alike.

interface LogSource {
  output: () => string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every link to `path` (e.g. "/reset-password") in mails logged to `to`, oldest first. */
export function loggedLinks(server: LogSource, to: string, path: string): string[] {
  const blocks = server.output().split(/(?=mail to \S+ \(not sent)/);
  const pattern = new RegExp(`https?://[^\\s"\\\\<>]*${escape(path)}(?:\\?[^\\s"\\\\<>]*)?`, 'g');
  return blocks
    .filter((block) => block.startsWith(`mail to ${to} `))
    .flatMap((block) => [...new Set(block.match(pattern) ?? [])]);
}

/** Waits for the `count`-th link to `path` mailed to `to` (the delivery loop runs after the commit). */
export async function waitForLoggedLink(
  server: LogSource,
  to: string,
  path: string,
  { count = 1, timeoutMs = 20_000 } = {},
): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = loggedLinks(server, to, path);
    if (links.length >= count) return new URL(links[count - 1]);
    if (Date.now() > deadline)
      throw new Error(
        `no mail to ${to} with a link to ${path} (${links.length} of ${count}) in:\n${server.output().slice(-3000)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
