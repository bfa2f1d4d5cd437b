/** A server the tests talk to: its address and the data directory it serves. */
export interface TestServer {
  url: string;
  dataDir: string;
}

let active: TestServer | undefined;

/**
 * The server of the test now running in this worker (a worker runs one test at a time). Set by the
 * fixtures, read by helpers such as `adminTokens` that receive only a request context.
 */
export function setActiveServer(server: TestServer): void {
  active = server;
}

export function activeServer(): TestServer {
  if (active) return active;
  const url = process.env.E2E_BASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!url || !dataDir) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
  return { url, dataDir };
}
