import { pageAnswer } from '@remuda/shell-kit/testing';

/** The staff navigation's question for its Inquiries badge, answered with `count` new requests (for renderApp's api). */
export const newInquiriesAnswer = (count = 0) => ({ 'GET /api/users/inquiries?status=new&limit=1&offset=0': pageAnswer([], count) });
