/** The islands there are: each is app/islands/<name>.tsx, whose default export is its component (island.tsx). */
export const islandNames = ["contact", "join-us", "booking"] as const;
export type IslandName = (typeof islandNames)[number];
