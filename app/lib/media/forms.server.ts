// Reads the console's photo and gallery forms: the typed values back for the page, and either the
// validated input or an error per field. The uploaded file is read here only after the route's
// guard has let the operator in (the routes call requireConsolePost before request.formData()).
import type { z } from "zod";
import { consoleMediaCopy } from "#app/content/console-media.ts";
import { fieldErrorsOf } from "#app/forms/form-data.ts";
import { GalleryLibrarySchema, GalleryUploadSchema, GalleryVideoSchema, MediaDetailsSchema } from "#app/forms/media.ts";

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;
export type ReadForm<T> = { values: FormValues; input?: T; errors: FieldErrors };

/** The file posted in `name`, or undefined when none was chosen (browsers then send an empty, unnamed part). */
export async function uploadedFile(form: FormData, name = "file"): Promise<Uint8Array | undefined> {
  const value = form.get(name);
  if (value === null || typeof value === "string") return undefined;
  if (value.size === 0 && value.name === "") return undefined;
  return new Uint8Array(await value.arrayBuffer());
}

function read<S extends z.ZodType>(schema: S, form: FormData, names: readonly string[]): ReadForm<z.infer<S>> {
  const values: FormValues = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.slice(0, 5_000) : "";
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { values, errors: fieldErrorsOf(parsed.error) };
  return { values, input: parsed.data, errors: {} };
}

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
