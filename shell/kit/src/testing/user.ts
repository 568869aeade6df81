import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * A person at the keyboard and mouse. Without the pointer-events check, which reads the computed style of
 * every ancestor on each action: with antd's style sheets under jsdom that alone takes seconds per test.
 */
export const person = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
