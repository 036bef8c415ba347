export const PROJECT_ID: string;
export function freePort(): Promise<number>;
export function isUp(host: string): Promise<boolean>;
export function startAuthEmulator(options: {
  port?: number;
  hubPort?: number;
  loggingPort?: number;
  logFile: string;
  cwd?: string;
  dataDir?: string;
}): Promise<{ host: string; stop: () => Promise<void> }>;
