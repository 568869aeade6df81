import Button from 'antd/es/button';
import Form from 'antd/es/form';
import type { GalleryPicture } from '@remuda/contracts';
import {
  ConflictDialog,
  ErrorAlert,
  GALLERY_CATEGORY_LABELS,
  applyFieldErrors,
  formErrorMessage,
  galleryQueryOptions,
  useVersionedSave,
  versionOf,
} from '@remuda/shell-kit';
import { PICTURE_FIELDS, type PictureFields, useUpdatePicture } from '../api/gallery-writes';
import { PictureFormFields } from './picture-fields';

type Saved = PictureFields & { version?: number };

/** A picture's fields as a conflict shows them: the category by its name. */
const shown = (record: Record<string, unknown>) => {
  const category = GALLERY_CATEGORY_LABELS[record['category'] as GalleryPicture['category']];
  return category ? { ...record, category } : record;
};

/**
 * A picture's title, description and category, changed in place and saved with the version they were read at.
 * Someone else's change since is shown beside the user's, for them to choose; saved or chosen, the editor closes.
 */
export function EditPictureForm({ picture, onDone }: { picture: GalleryPicture; onDone: () => void }) {
  const [form] = Form.useForm<PictureFields>();
  const update = useUpdatePicture();
  const { save, conflict } = useVersionedSave<Saved>({
    send: (mine) => update.mutateAsync({ id: picture.id, picture: mine }),
    onDone,
    queryKey: galleryQueryOptions().queryKey,
    reset: update.reset,
  });

  const submit = (fields: PictureFields) =>
    save({ ...fields, description: fields.description ?? '', version: versionOf(picture) }).catch((error: unknown) => {
      applyFieldErrors(form, error);
    });

  return (
    <>
      <Form<PictureFields>
        form={form}
        name={`edit-picture-${picture.id}`}
        layout="vertical"
        initialValues={{ title: picture.title, description: picture.description, category: picture.category }}
        onFinish={submit}
        disabled={update.isPending}
        className="gallery-admin__edit"
        aria-label={`Edit ${picture.title}`}
      >
        <ErrorAlert message={formErrorMessage(update.error, form)} />
        <PictureFormFields />
        <div className="gallery-admin__actions">
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save Changes
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </div>
      </Form>
      {conflict && (
        <ConflictDialog
          open
          what="picture"
          fields={PICTURE_FIELDS}
          busy={update.isPending}
          {...conflict}
          mine={shown(conflict.mine)}
          theirs={shown(conflict.theirs)}
        />
      )}
    </>
  );
}
