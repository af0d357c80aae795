/** The JSON file each build writes beside its client/ folder: the shell content its pages were
 *  built with (src/pages/shell-content.json.ts, moved by src/host/integration.ts). */
export const SHELL_FILE = 'shell-content.json';
