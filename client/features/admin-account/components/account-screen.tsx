import { AdminPage } from '#client/components/admin/admin-page';
import { adminMessages } from '#shared/messages/admin.ru';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { TwoStepSection } from './two-step-section';
import '../admin-account.css';

/** /admin/account, for every role: the person's own password, two-step login and sessions. */
export function AccountScreen() {
  return (
    <AdminPage title={adminMessages.twoStep.screen.title} description={adminMessages.twoStep.screen.lead}>
      <PasswordSection />
      <TwoStepSection />
      <SessionsSection />
    </AdminPage>
  );
}
