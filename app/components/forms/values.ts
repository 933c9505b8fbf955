// Reading values returned by a plain HTML post back into fields' defaults.
import type { FormValues } from "#app/forms/form-data.ts";

export function textOf(values: FormValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
}

export function listOf(values: FormValues, name: string): string[] {
  const value = values[name];
  return Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
}
