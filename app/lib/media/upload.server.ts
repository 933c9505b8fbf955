// Reads the console's photo and gallery forms: the typed values back for the page, and either the
// validated input or an error per field. The uploaded file is read here only after the route's
// guard has let the operator in (the routes call requireConsolePost before formDataOf(request) reads the body).
import type { z } from "zod";
import { consoleMediaCopy } from "#app/content/console-media.ts";
import { readFields, type ReadFields } from "#app/schemas/form-data.ts";
import { GalleryLibrarySchema, GalleryUploadSchema, GalleryVideoSchema, MediaDetailsSchema } from "#app/schemas/media.ts";

export type ReadForm<T> = ReadFields<T>;

/** A file the form posted, with the name it had on the operator's device (to say which one was refused). */
export type UploadedFile = { name: string; bytes: Uint8Array };

/** The files posted in `name`, in the order chosen; none when none was chosen (browsers then send an empty, unnamed part). */
async function uploadedFiles(form: FormData, name = "file"): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  for (const value of form.getAll(name)) {
    if (typeof value === "string" || (value.size === 0 && value.name === "")) continue;
    files.push({ name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return files;
}

/** The file posted in `name`, or undefined when none was chosen. */
async function uploadedFile(form: FormData, name = "file"): Promise<Uint8Array | undefined> {
  return (await uploadedFiles(form, name))[0]?.bytes;
}

/** A form's fields with the photo uploaded beside them, when one was (a story's or a team member's form). */
export async function withUploadedPhoto<I>(read: ReadFields<I>, form: FormData): Promise<ReadFields<I & { upload?: Uint8Array }>> {
  const upload = await uploadedFile(form);
  return { ...read, input: read.input && (upload ? { ...read.input, upload } : read.input) };
}

const read = readFields;

export const readMediaDetails = (form: FormData) => read(MediaDetailsSchema, form, ["title", "alt"]);

/** A new upload's fields and its file; a missing file is an error next to the file field. */
/** How many photos the gallery's upload takes at once, and how large they may be in all. */
export const GALLERY_MAX_FILES = 10;
export const GALLERY_UPLOAD_MAX_BYTES = 40 * 1024 * 1024;

/**
 * A new upload's fields and its files (`bytes` the first; `most` of them at the most, the media
 * page's one, the gallery's GALLERY_MAX_FILES); no file, or too many, is an error on the file field.
 */
async function readUpload<S extends z.ZodType>(schema: S, form: FormData, names: readonly string[], most = 1): Promise<ReadForm<z.infer<S>> & { bytes?: Uint8Array; files: UploadedFile[] }> {
  const result = read(schema, form, names);
  const files = await uploadedFiles(form);
  const problem = files.length === 0 ? consoleMediaCopy.upload.file.required : files.length > most ? consoleMediaCopy.upload.file.tooMany(most) : undefined;
  if (problem) return { ...result, input: undefined, errors: { file: problem, ...result.errors }, files: [] };
  return { ...result, bytes: files[0]!.bytes, files };
}

export const readMediaUpload = (form: FormData) => readUpload(MediaDetailsSchema, form, ["title", "alt"]);
export const readGalleryUpload = (form: FormData) => readUpload(GalleryUploadSchema, form, ["title", "alt", "category", "caption", "date"], GALLERY_MAX_FILES);
export const readGalleryLibrary = (form: FormData) => read(GalleryLibrarySchema, form, ["media", "title", "alt", "category", "caption", "date"]);
export const readGalleryVideo = (form: FormData) => read(GalleryVideoSchema, form, ["youtube", "title", "alt", "category", "caption", "date", "poster"]);
