import LazyMessages from '@/components/LazyMessages';
import ApplicationList from '@/pages/policy/Apply/ApplicationList';

/** 我的申报: the company's policy applications, each opening its page (/apply?application=ID); texts load with it. */
export default function ApplicationsTab() {
  return (
    <LazyMessages part="apply">
      <div data-testid="applications-tab">
        <ApplicationList />
      </div>
    </LazyMessages>
  );
}
