import type { SVGProps } from 'react';

/** Small line icons drawn in the text colour; always beside or inside something with an accessible name. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A medical cross in a rounded square: record a medical visit. */
export const MedicalIcon = () => (
  <Icon>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M12 8v8M8 12h8" />
  </Icon>
);

/** A horseshoe: log a ride. */
export const RideIcon = () => (
  <Icon>
    <path d="M6 20c-2-3-3-6-3-9a9 9 0 0 1 18 0c0 3-1 6-3 9" />
    <path d="M9 20c-1.5-2.5-2-4.5-2-7a5 5 0 0 1 10 0c0 2.5-.5 4.5-2 7" />
  </Icon>
);

export const PlusIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const EditIcon = () => (
  <Icon>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
  </Icon>
);

export const ImagesIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="8.5" cy="10" r="1.5" />
    <path d="M21 16l-5-5-9 8" />
  </Icon>
);

export const UploadIcon = () => (
  <Icon>
    <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />
  </Icon>
);

export const BackIcon = () => (
  <Icon>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
);

/** Bars of a chart: reports. */
export const ReportIcon = () => (
  <Icon>
    <path d="M4 20h16M7 16v-5M12 16V7M17 16v-8" />
  </Icon>
);
