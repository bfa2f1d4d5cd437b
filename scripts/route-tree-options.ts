/**
 * How client/routeTree.gen.ts is generated from client/routes/: read by the Vite plugin
 * (vite.config.ts: `npm run dev` regenerates it on every route file change, `npm run build` at its
 * start) and by scripts/generate-route-tree.ts (`npm run typecheck`, before tsc).
 */
export const routeTreeOptions = {
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: './client/routes',
  generatedRouteTree: './client/routeTree.gen.ts',
  quoteStyle: 'single',
  semicolons: true,
} as const;
