import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Progress from 'antd/es/progress';
import { type ChangeEvent, useId, useState } from 'react';
import { ApiError, ErrorAlert, applyFieldErrors, fileSize, formErrorMessage, useUploadLimits } from '@remuda/shell-kit';
import { mediaAccept, mediaFileProblem } from '../../../api/upload-media';
import { type PictureFields as Fields, useAddPicture } from '../api/gallery-writes';
import { PictureFormFields } from './picture-fields';

/** The gallery takes pictures only. */
const KINDS = ['image'] as const;
const ACCEPT = mediaAccept(KINDS);

/** The file field's name on the server (its field errors name it so). */
const FILE_FIELD = 'media';

const EMPTY: Partial<Fields> = { title: '', description: '', category: undefined };

/** A refusal of the file itself: its type or its size, in the server's words. */
const isFileRefusal = (error: unknown) => error instanceof ApiError && (error.status === 413 || error.status === 415);

/**
 * Adds one picture to the end of the gallery: the file, its title, description and category. The fields are
 * checked as they are filled in and again by the server, whose field errors show on their fields; a file it refuses
 * says why beside the file. What was typed stays until the picture is added.
 */
export function AddPictureForm() {
  const [form] = Form.useForm<Fields>();
  const fileId = useId();
  const hintId = useId();
  const add = useAddPicture();
  const limits = useUploadLimits();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [added, setAdded] = useState<string | null>(null);
  // A new input once a picture is added, so the browser forgets the chosen file.
  const [inputKey, setInputKey] = useState(0);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setAdded(null);
    setFileError(chosen ? mediaFileProblem(chosen, limits.data, KINDS) : 'Choose a picture to add');
  };

  const submit = async (fields: Fields) => {
    setAdded(null);
    if (!file) return setFileError('Choose a picture to add');
    if (fileError) return;
    setProgress(0);
    try {
      const picture = await add.mutateAsync({ file, fields: { ...fields, description: fields.description ?? '' }, onProgress: (f) => setProgress(Math.floor(f * 100)) });
      form.resetFields();
      setFile(null);
      setInputKey((key) => key + 1);
      setAdded(`${picture.title} was added to the gallery.`);
    } catch (error) {
      applyFieldErrors(form, error);
      const onFile = error instanceof ApiError ? error.fieldErrors.find((e) => e.field === FILE_FIELD)?.message : undefined;
      if (onFile ?? isFileRefusal(error)) setFileError(onFile ?? (error as Error).message);
    }
  };

  // A refused file says why beside the file, not twice.
  const alertText = formErrorMessage(add.error, form);
  const shownError = isFileRefusal(add.error) || alertText === fileError ? null : alertText;

  return (
    <section className="gallery-admin__add" aria-labelledby="add-picture-title">
      <h2 id="add-picture-title">Add picture</h2>
      <Form<Fields>
        form={form}
        // The form's name prefixes its fields' ids, apart from those of a picture's edit form on the same page.
        name="add-picture"
        layout="vertical"
        initialValues={EMPTY}
        onFinish={submit}
        onFinishFailed={() => !file && setFileError('Choose a picture to add')}
        disabled={add.isPending}
        className="gallery-admin__form"
      >
        <ErrorAlert message={shownError} />
        <Form.Item
          label="Picture"
          htmlFor={fileId}
          required
          validateStatus={fileError ? 'error' : undefined}
          help={fileError}
          extra={
            <span id={hintId}>
              {limits.data ? `JPEG, PNG, WebP or GIF, up to ${fileSize(limits.data.imageBytes)}.` : 'JPEG, PNG, WebP or GIF.'}
            </span>
          }
        >
          <input
            key={inputKey}
            id={fileId}
            className="gallery-admin__file"
            type="file"
            accept={ACCEPT}
            onChange={choose}
            aria-describedby={hintId}
            aria-required="true"
            aria-invalid={fileError ? true : undefined}
            disabled={add.isPending}
          />
        </Form.Item>
        <PictureFormFields />
        {add.isPending && file && <Progress percent={progress} size="small" aria-label={`Upload of ${file.name}`} />}
        <p role="status" className="gallery-admin__added">
          {added}
        </p>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          Add picture
        </Button>
      </Form>
    </section>
  );
}
