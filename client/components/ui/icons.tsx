import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Decorative by default: the link or button that holds an icon carries the accessible name. */
function Svg({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="icon" {...props}>
      {children}
    </svg>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function VkIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="currentColor"
        d="M12.9 17.5c-5.6 0-8.8-3.9-8.9-10.3h2.8c.1 4.7 2.2 6.7 3.8 7.1V7.2h2.7v4.1c1.6-.2 3.3-2 3.8-4.1h2.6c-.4 2.5-2.3 4.3-3.6 5.1 1.3.6 3.4 2.3 4.2 5.2h-2.9c-.6-2-2.2-3.5-4.2-3.7v3.7h-.3Z"
      />
    </Svg>
  );
}

export function TelegramIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="currentColor"
        d="M20.7 4.3 3.4 11c-1.2.5-1.2 1.2-.2 1.5l4.4 1.4 1.7 5.2c.2.6.1.8.7.8.5 0 .7-.2 1-.5l2.1-2.1 4.5 3.3c.8.5 1.4.2 1.6-.8l2.9-13.8c.3-1.2-.5-1.8-1.4-1.4Zm-3 3.3-8.3 7.5-.3 3.4-1.6-4.8 9.7-6.1c.4-.3.8-.1.5 0Z"
      />
    </Svg>
  );
}

export function YoutubeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="currentColor"
        d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z"
      />
    </Svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        {...stroke}
        d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z"
      />
    </Svg>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle {...stroke} cx="12" cy="12" r="9" />
      <path {...stroke} d="M12 7v5l3 2" />
    </Svg>
  );
}

export function PinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 1 1 16 0Z" />
      <circle {...stroke} cx="12" cy="10" r="3" />
    </Svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle {...stroke} cx="12" cy="8" r="4" />
      <path {...stroke} d="M4 21a8 8 0 0 1 16 0" />
    </Svg>
  );
}

export function DashboardIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect {...stroke} x="3" y="3" width="7" height="9" rx="1.5" />
      <rect {...stroke} x="14" y="3" width="7" height="5" rx="1.5" />
      <rect {...stroke} x="14" y="12" width="7" height="9" rx="1.5" />
      <rect {...stroke} x="3" y="16" width="7" height="5" rx="1.5" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M4 7h16M4 12h16M4 17h10" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="m6 9 6 6 6-6" />
    </Svg>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M5 12h14M13 6l6 6-6 6" />
    </Svg>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M19 12H5M11 6l-6 6 6 6" />
    </Svg>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect {...stroke} x="3" y="5" width="18" height="16" rx="2" />
      <path {...stroke} d="M16 3v4M8 3v4M3 10h18" />
    </Svg>
  );
}

export function ExternalIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Svg>
  );
}

export function FistIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        {...stroke}
        d="M7 11V7.5a1.5 1.5 0 0 1 3 0V10M10 9.5V6.5a1.5 1.5 0 0 1 3 0v3M13 9.5V7a1.5 1.5 0 0 1 3 0v3M16 10V8.5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7h-1a6 6 0 0 1-6-6v-2.5A1.5 1.5 0 0 1 5.5 11H9a2 2 0 0 1 0 4H7"
      />
    </Svg>
  );
}

export function LaurelIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M12 21c-4-1-7-4.5-7-10V4M12 21c4-1 7-4.5 7-10V4" />
      <path
        {...stroke}
        d="M5 8c1.5 0 3 .8 3.5 2.5M5 12.5c1.6.1 3 1 3.7 2.6M19 8c-1.5 0-3 .8-3.5 2.5M19 12.5c-1.6.1-3 1-3.7 2.6"
      />
      <path {...stroke} d="m12 5 1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6L8.2 7.8l2.6-.4Z" />
    </Svg>
  );
}

export function PulseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M3 12h4l2-5 4 10 2-5h6" />
    </Svg>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M12 22s8-3.5 8-10V5l-8-3-8 3v7c0 6.5 8 10 8 10Z" />
      <path {...stroke} d="m9 12 2 2 4-4" />
    </Svg>
  );
}

export function TargetIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle {...stroke} cx="12" cy="12" r="9" />
      <circle {...stroke} cx="12" cy="12" r="5" />
      <circle {...stroke} cx="12" cy="12" r="1" />
    </Svg>
  );
}

export function UsersIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle {...stroke} cx="9" cy="8" r="3.5" />
      <path {...stroke} d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </Svg>
  );
}

export function TrophyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4Z" />
      <path {...stroke} d="M17 6h3v1.5A3.5 3.5 0 0 1 16.5 11M7 6H4v1.5A3.5 3.5 0 0 0 7.5 11" />
    </Svg>
  );
}

/** A photo (the media library's card on the dashboard). */
export function ImageIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect {...stroke} x="3" y="4" width="18" height="16" rx="2" />
      <circle {...stroke} cx="9" cy="10" r="2" />
      <path {...stroke} d="m21 16-5-5-9 9" />
    </Svg>
  );
}
