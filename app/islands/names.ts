// What names an island, read by the server's markup (island.tsx), the browser entry (main.tsx, which
// imports nothing else at first) and the build (vite.config.ts).

/** The islands there are: each is app/islands/<name>.tsx, whose default export is its component (island.tsx). */
export const islandNames = ["contact", "join-us", "booking"] as const;
export type IslandName = (typeof islandNames)[number];

/** The attributes that mark an island's element and its data. */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_DATA_ATTRIBUTE = "data-island-data";
