import type App from 'antd/es/app';

type AppApi = ReturnType<typeof App.useApp>;

/**
 * Asks before removing something, as every staff removal does: a dialog titled "Remove <name>?" with what removing
 * means, Cancel focused first, and the danger button; on Remove, `remove` runs and `done` is said. A removal that
 * fails says so by its own mutation's error, and the dialog closes.
 */
export function confirmRemoval({ modal, message }: AppApi, what: { name: string; content: string; remove: () => Promise<unknown>; done: string }): void {
  modal.confirm({
    title: `Remove ${what.name}?`,
    content: what.content,
    okText: 'Remove',
    okButtonProps: { danger: true, className: 'strong-danger' },
    cancelText: 'Cancel',
    focusable: { autoFocusButton: 'cancel' },
    onOk: () =>
      what
        .remove()
        .then(() => void message.success(what.done))
        .catch(() => undefined),
  });
}
