// Shapes of the media library that browser code may name too (no server code here).

/** A photo offered in a picker (app/components/admin/media-picker.tsx). */
export type MediaChoice = { id: number; title: string; alt: string; thumb: string };
