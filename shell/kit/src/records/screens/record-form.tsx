import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import { useId } from 'react';
import { useUploadLimits } from '../../api/upload-file';
import { todayUtc } from '../../format/format';
import { applyFieldErrors, formErrorMessage, zodRule } from '../../forms/zod-rule';
import { LivingHorseSelect } from '../../horses/living-horse-select';
import { ButtonLink } from '../../ui/button-link';
import { ErrorAlert } from '../../ui/error-alert';
import { documentFileProblem } from '../documents';
import { DocumentsToAttach } from '../record-documents';
import type { RecordFormValues, RecordKindClient } from '../record-kind';

interface RecordFormProps {
  kind: RecordKindClient;
  /** The form's own heading ('New Medical Record'). */
  title: string;
  initialValues: RecordFormValues;
  /** The horse comes from the address and cannot be changed here. */
  horseLocked?: boolean;
  /** The chosen horse's name as the record knows it, for when the horses list does not have it. */
  horseName?: string | null;
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  saving: boolean;
  /** The last save's failure: field errors go on their fields, anything else in the alert. */
  error: unknown;
  /** A new record of a kind that carries documents: the form takes documents to attach to it. */
  attachments?: boolean;
  /** Saves the record (and the documents chosen); a rejection with field errors puts them on the fields. */
  onSave: (input: Record<string, unknown>, attachments: File[]) => Promise<unknown>;
}

/**
 * A kind of record's form, for making one and for editing one: the horse and the date, then the kind's own fields.
 * Each field is checked by the contract's own schema as it is edited, which replaces its error (the server's too):
 * an edited field's error clears (SPEC.md section 5).
 */
export function RecordForm({ kind, title, initialValues, horseLocked = false, horseName, submitLabel, cancelTo, saving, error, attachments = false, onSave }: RecordFormProps) {
  const [form] = Form.useForm<RecordFormValues>();
  const titleId = useId();
  const field = kind.inputSchema.shape;
  const limits = useUploadLimits();
  const submit = (values: RecordFormValues) =>
    onSave(kind.inputOf(values), values.attachments ?? []).catch((err: unknown) => {
      applyFieldErrors(form, err);
    });

  return (
    <section className="record-form" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Form<RecordFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        disabled={saving}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        <ErrorAlert message={formErrorMessage(error, form)} />
        <p className="muted">Fields marked * are required.</p>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="Horse"
              name="horseId"
              required
              rules={[zodRule(field.horseId)]}
              extra={horseLocked ? `This ${kind.counted[0]} is for the horse you came from.` : undefined}
            >
              <LivingHorseSelect chosenName={horseName} disabled={horseLocked || saving} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Date" name="date" required rules={[zodRule(field.date)]}>
              <Input type="date" max={todayUtc()} aria-required="true" />
            </Form.Item>
          </Col>
          <kind.Fields />
          {attachments && kind.documents && (
            <Col xs={24}>
              <Form.Item
                label="Documents"
                name="attachments"
                extra="A PDF or a photo of a paper. Without a connection, they are sent with the record when it returns."
                rules={[
                  {
                    validator: (_, files: File[] | undefined) => {
                      const problem = (files ?? []).map((file) => documentFileProblem(file, limits.data?.documentBytes)).find(Boolean);
                      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                    },
                  },
                ]}
              >
                <DocumentsToAttach />
              </Form.Item>
            </Col>
          )}
        </Row>
        <div className="record-form__actions">
          <Button type="primary" htmlType="submit" size="large" loading={saving} disabled={saving}>
            {submitLabel}
          </Button>
          <ButtonLink to={cancelTo} size="large" disabled={saving}>
            Cancel
          </ButtonLink>
        </div>
      </Form>
    </section>
  );
}
