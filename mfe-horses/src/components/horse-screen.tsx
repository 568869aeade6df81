import type { ReactNode } from 'react';
import type { HorseDetail } from '@remuda/contracts';
import { PageSpinner, useDocumentTitle } from '@remuda/shell-kit';
import { useHorse } from '../api/get-horse';
import { HorseLoadFailure } from './load-failure';
import { StaffStyles } from './staff-styles';

interface HorseScreenProps {
  horseId: string;
  /** The screen's own styles, with the key React uses to add them once. */
  style: { key: string; css: string };
  title: (horse: HorseDetail | undefined) => string;
  /** The screen's own words for a failed load (SPEC: the detail page's 'Failed to load horse details'). */
  failureAlert?: string;
  children: (horse: HorseDetail) => ReactNode;
}

/** The frame of every staff screen about one horse: its styles, a spinner while it loads, the failure message. */
export function HorseScreen({ horseId, style, title, failureAlert, children }: HorseScreenProps) {
  const horse = useHorse(horseId);
  useDocumentTitle(title(horse.data));
  if (horse.isPending) return <PageSpinner label="Loading the horse…" />;
  return (
    <div className="staff-page">
      <StaffStyles />
      <style href={style.key} precedence="remuda">
        {style.css}
      </style>
      {horse.isError ? <HorseLoadFailure error={horse.error} alert={failureAlert} /> : children(horse.data)}
    </div>
  );
}
