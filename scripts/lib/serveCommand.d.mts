export function serveCommand(root: string): { env: Record<string, string>; args: string[] };
