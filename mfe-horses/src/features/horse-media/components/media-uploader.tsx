import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { fileSize, useUploadLimits } from '@remuda/shell-kit';
import { UploadIcon } from '../../../components/icons';
import { mediaFileProblem } from '../../../api/upload-media';
import { MEDIA_ACCEPT, useUploadHorseMedia } from '../api/upload-horse-media';

type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  /** Percent sent. */
  progress: number;
  /** The server's answer when it failed, or the page's reason for not sending it. */
  message?: string;
}

const STATUS_TEXT: Record<Exclude<UploadStatus, 'failed'>, string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  cancelled: 'Cancelled',
};

const PROGRESS_STATUS = { waiting: 'normal', uploading: 'active', done: 'success', failed: 'exception', cancelled: 'normal' } as const;

let nextKey = 0;

/**
 * Uploads the chosen files one after another, each with its own progress bar and its own outcome: "Uploaded",
 * or why it failed in the server's words. Files chosen while others upload join the queue. A waiting or running
 * upload can be cancelled; leaving the page cancels the rest.
 */
export function MediaUploader({ horseId }: { horseId: string }) {
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadHorseMedia(horseId);
  const limits = useUploadLimits();
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<UploadItem[]>([]);
  const running = useRef(false);
  const current = useRef<{ key: string; controller: AbortController } | null>(null);
  const left = useRef(false);

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const pump = async () => {
    if (running.current) return;
    running.current = true;
    while (queue.current.length > 0 && !left.current) {
      const item = queue.current.shift()!;
      const controller = new AbortController();
      current.current = { key: item.key, controller };
      patch(item.key, { status: 'uploading', progress: 0 });
      try {
        await upload.mutateAsync({
          file: item.file,
          signal: controller.signal,
          onProgress: (fraction) => patch(item.key, { progress: Math.min(99, Math.floor(fraction * 100)) }),
        });
        patch(item.key, { status: 'done', progress: 100 });
      } catch (error) {
        if (controller.signal.aborted) patch(item.key, { status: 'cancelled' });
        else patch(item.key, { status: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    }
    current.current = null;
    running.current = false;
  };

  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      queue.current = [];
      current.current?.controller.abort();
    };
  }, []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const added = files.map((file): UploadItem => {
      const problem = mediaFileProblem(file, limits.data);
      return { key: `upload-${++nextKey}`, file, status: problem ? 'failed' : 'waiting', progress: 0, message: problem ?? undefined };
    });
    setItems((list) => [...list, ...added]);
    queue.current.push(...added.filter((item) => item.status === 'waiting'));
    void pump();
  };

  const cancel = (item: UploadItem) => {
    if (current.current?.key === item.key) {
      current.current.controller.abort();
      return;
    }
    queue.current = queue.current.filter((queued) => queued.key !== item.key);
    patch(item.key, { status: 'cancelled' });
  };

  const finished = items.filter((item) => item.status !== 'waiting' && item.status !== 'uploading');

  return (
    <section className="media-section" aria-labelledby="upload-title">
      <h2 id="upload-title">Upload Images and Videos</h2>
      <p id={hintId} className="muted">
        {limits.data
          ? `JPEG, PNG, WebP or GIF images up to ${fileSize(limits.data.imageBytes)}; MP4, WebM or QuickTime videos up to ${fileSize(limits.data.videoBytes)}.`
          : 'JPEG, PNG, WebP or GIF images; MP4, WebM or QuickTime videos.'}{' '}
        Choose several files at once: they upload one after another.
      </p>
      <div className="file-picker">
        <input
          id={inputId}
          className="file-picker__input"
          type="file"
          multiple
          accept={MEDIA_ACCEPT}
          onChange={choose}
          aria-describedby={hintId}
        />
        <label htmlFor={inputId} className="file-picker__button">
          <UploadIcon /> Choose images or videos
        </label>
      </div>

      {items.length > 0 && (
        <>
          <ul className="upload-list" aria-label="Uploads">
            {items.map((item) => (
              <li key={item.key} className={`upload-item upload-item--${item.status}`}>
                <div className="upload-item__head">
                  <span className="upload-item__name">{item.file.name}</span>
                  <span className="muted">{fileSize(item.file.size)}</span>
                </div>
                <Progress
                  percent={item.progress}
                  status={PROGRESS_STATUS[item.status]}
                  size="small"
                  aria-label={`Upload of ${item.file.name}`}
                />
                <div className="upload-item__foot">
                  <span
                    className={item.status === 'failed' ? 'upload-item__status upload-item__status--error' : 'upload-item__status'}
                    role={item.status === 'failed' ? 'alert' : 'status'}
                  >
                    {item.status === 'failed' ? item.message : STATUS_TEXT[item.status]}
                  </span>
                  {(item.status === 'waiting' || item.status === 'uploading') && (
                    <Button size="small" onClick={() => cancel(item)} aria-label={`Cancel upload of ${item.file.name}`}>
                      Cancel
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {finished.length > 0 && (
            <Button
              onClick={() => setItems((list) => list.filter((item) => item.status === 'waiting' || item.status === 'uploading'))}
            >
              Clear finished uploads
            </Button>
          )}
        </>
      )}
    </section>
  );
}
