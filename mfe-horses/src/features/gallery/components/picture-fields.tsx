import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { galleryFieldsSchema } from '@remuda/contracts';
import { GALLERY_CATEGORY_OPTIONS, zodRule } from '@remuda/shell-kit';
import { PICTURE_FIELDS } from '../api/gallery-writes';

/** Each field checked on the page by the contract's own schema, so it says what the API would answer. */
const field = galleryFieldsSchema.shape;

/** Textareas are three rows (SPEC.md section 9). */
const TEXTAREA_ROWS = 3;

/** A picture's title, description and category: the add form's and the edit form's fields. */
export function PictureFormFields() {
  return (
    <>
      <Form.Item label={PICTURE_FIELDS.title} name="title" required rules={[zodRule(field.title)]}>
        <Input autoComplete="off" maxLength={100} aria-required="true" />
      </Form.Item>
      <Form.Item label={PICTURE_FIELDS.description} name="description" rules={[zodRule(field.description)]}>
        <Input.TextArea rows={TEXTAREA_ROWS} maxLength={500} />
      </Form.Item>
      <Form.Item label={PICTURE_FIELDS.category} name="category" required rules={[zodRule(field.category)]}>
        <Select options={GALLERY_CATEGORY_OPTIONS} placeholder="Choose…" aria-required="true" />
      </Form.Item>
    </>
  );
}
