// The operator's news post form (new and edit): title, category, summary, the Markdown
// text with its help, a cover photo from the library, and "keep as a draft". Two buttons: save,
// or see the post as the site would show it without saving. A plain post: it works without
// JavaScript. PostPreview draws that preview (the HTML is sanitised on the server).
import { Form } from "react-router";
import { consoleBlogCopy as copy } from "#app/content/console-blog.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { articleLabels, formatPostDate } from "#app/content/blog/page.ts";
import { blogCategories } from "#app/content/blog/categories.ts";
import type { BlogPost } from "#app/content/shapes/blog.ts";
import { POST_BODY_MAX, POST_EXCERPT_MAX, POST_TITLE_MAX, type PostFormValues } from "#app/schemas/blog-post.ts";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { checkboxProps, errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { PictureView } from "#app/components/ui/picture.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { CategoryBadge } from "#app/components/site/blog-card.tsx";
import { consoleButton } from "./buttons.ts";
import { MediaPicker, type MediaChoice } from "./media-picker.tsx";

export const emptyPostValues: PostFormValues = { title: "", category: "", excerpt: "", body: "", cover: "", draft: true };

export function PostForm({ values, errors, choices, submit }: { values: PostFormValues; errors: Record<string, string>; choices: MediaChoice[]; submit: string }) {
  // The draft is a yes or no here; checkboxProps reads a box as a post sends it, "on" when ticked.
  const form = { idPrefix: "post", copy: copy.form, markers: commonCopy, state: { errors, returnedValues: { ...values, draft: values.draft ? "on" : "" } } };
  const cover = fieldProps(form, "cover");
  return (
    <Form method="post" noValidate className="mt-6 max-w-3xl space-y-6">
      {/* The picker's first choice takes the cover's link: the group itself cannot be focused. */}
      <FormErrorSummary heading={copy.form.errorHeading} intro={copy.form.errorIntro} errors={errorSummary(form, (name) => (name === "cover" ? `${cover.id}-0` : `${form.idPrefix}-${name}`))} autoFocus />
      <TextInput {...fieldProps(form, "title")} maxLength={POST_TITLE_MAX} />
      <Select {...fieldProps(form, "category", { defaultValue: "" })} placeholder={copy.form.fields.category.placeholder} options={blogCategories.map((c) => ({ value: c.id, label: c.label }))} />
      <Textarea {...fieldProps(form, "excerpt")} rows={3} maxLength={POST_EXCERPT_MAX} />
      <Textarea {...fieldProps(form, "body")} rows={16} maxLength={POST_BODY_MAX} />
      <MediaPicker {...cover} choices={choices} />
      <Checkbox {...checkboxProps(form, "draft")} />
      <div className="flex flex-wrap gap-4">
        <button type="submit" name="intent" value="save" className={consoleButton.primary}>
          {submit}
        </button>
        <button type="submit" name="intent" value="preview" className={consoleButton.secondary}>
          {copy.form.preview}
        </button>
      </div>
    </Form>
  );
}

/** The post as its page shows it: category, title, summary, picture and text. */
export function PostPreview({ post, html, note }: { post: BlogPost; html: string; note: string }) {
  return (
    <section aria-labelledby="post-preview-heading" className="mt-10 max-w-4xl">
      <h2 id="post-preview-heading" className="text-2xl font-bold">
        {copy.preview.heading}
      </h2>
      <p className="mt-2 text-lg text-ink-muted">{note}</p>
      <div className="mt-4 rounded-xl border-2 border-stone-300 bg-white p-4 sm:p-6">
        <CategoryBadge category={post.category} />
        <p className="mt-4 text-3xl leading-tight font-bold text-brand-800">{post.title}</p>
        <p className="mt-4 text-lg text-ink-muted">{post.excerpt}</p>
        <p className="mt-2 text-ink-muted">
          {articleLabels.published} {formatPostDate(post.date)} · {articleLabels.readTime(post.readTime)}
        </p>
        <PictureView picture={post.image} className="mt-4 aspect-video w-full rounded-2xl" sizes="(min-width: 1024px) 800px, 100vw" />
        <div className="article-prose mt-6" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </section>
  );
}
