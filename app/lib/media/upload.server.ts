// Reads the console's photo and gallery forms: the typed values back for the page, and either the
// validated input or an error per field. The uploaded file is read here only after the route's
// guard has let the operator in (the routes call requireConsolePost before formDataOf(request) reads the body).
import type { z } from "zod";
import { consoleMediaCopy } from "#app/content/console-media.ts";
import { readFields, type ReadFields } from "#app/schemas/form-data.ts";
import { GalleryLibrarySchema, GalleryUploadSchema, GalleryVideoSchema, MediaDetailsSchema } from "#app/schemas/media.ts";

export type ReadForm<T> = ReadFields<T>;

/** The file posted in `name`, or undefined when none was chosen (browsers then send an empty, unnamed part). */
export async function uploadedFile(form: FormData, name = "file"): Promise<Uint8Array | undefined> {
  const value = form.get(name);
  if (value === null || typeof value === "string") return undefined;
  if (value.size === 0 && value.name === "") return undefined;
  return new Uint8Array(await value.arrayBuffer());
}

const read = readFields;

export const readMediaDetails = (form: FormData) => read(MediaDetailsSchema, form, ["title", "alt"]);

/** A new upload's fields and its file; a missing file is an error next to the file field. */
export async function readUpload<S extends z.ZodType>(schema: S, form: FormData, names: readonly string[]): Promise<ReadForm<z.infer<S>> & { bytes?: Uint8Array }> {
  const result = read(schema, form, names);
  const bytes = await uploadedFile(form);
  if (!bytes) return { ...result, input: undefined, errors: { file: consoleMediaCopy.upload.file.required, ...result.errors } };
  return { ...result, bytes };
}

export const readMediaUpload = (form: FormData) => readUpload(MediaDetailsSchema, form, ["title", "alt"]);
export const readGalleryUpload = (form: FormData) => readUpload(GalleryUploadSchema, form, ["title", "alt", "category", "caption", "date"]);
export const readGalleryLibrary = (form: FormData) => read(GalleryLibrarySchema, form, ["media", "title", "alt", "category", "caption", "date"]);
export const readGalleryVideo = (form: FormData) => read(GalleryVideoSchema, form, ["youtube", "title", "alt", "category", "caption", "date", "poster"]);
