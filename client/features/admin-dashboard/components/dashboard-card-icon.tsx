import {
  CalendarIcon,
  ClockIcon,
  DashboardIcon,
  ExternalIcon,
  FistIcon,
  ImageIcon,
  PhoneIcon,
  PinIcon,
  PulseIcon,
  ShieldIcon,
  TargetIcon,
  TrophyIcon,
  UsersIcon,
} from '#client/components/ui/icons';
import type { DashboardCardKey } from '../dashboard-cards';

const icons = {
  schedule: ClockIcon,
  journal: UsersIcon,
  prices: TargetIcon,
  products: TrophyIcon,
  ad: ExternalIcon,
  applications: PhoneIcon,
  trials: FistIcon,
  news: CalendarIcon,
  settings: PinIcon,
  coaches: ShieldIcon,
  staff: UsersIcon,
  media: ImageIcon,
  audit: PulseIcon,
  payments: ShieldIcon,
  pages: DashboardIcon,
  account: ShieldIcon,
  members: UsersIcon,
  passTypes: TargetIcon,
} satisfies Record<DashboardCardKey, unknown>;

export function DashboardCardIcon({ card }: { card: DashboardCardKey }) {
  const Icon = icons[card];
  return <Icon />;
}
