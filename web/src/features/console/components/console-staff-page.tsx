import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionNotice } from '../../../shared/components/action-notice';
import { PageHeader } from '../../../shared/components/page-header';
import type { ConsoleStaffMemberSort } from '../../../shared/graphql/generated/graphql';
import { errorMessage } from '../../../shared/errors/error-messages';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { DataTable } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { consoleExports } from '../api/console-exports';
import { useConsoleMe } from '../api/console-me';
import { useConsoleStaffMembers, useStaffMemberChanges } from '../api/console-staff-members';
import { AddStaffMemberForm } from './add-staff-member-form';
import { FirstPassword } from './first-password';
import { useStaffMemberColumns } from './staff-member-columns';
import styles from './console.module.css';

const staffPageSize = 25;
/** The list's view in the address: ?q=&sort=&dir=&page= */
const staffOptions: ListOptions<ConsoleStaffMemberSort> = {
  sorts: ['status', 'name', 'role', 'last_sign_in_at'],
  defaultSort: 'status',
  defaultDirection: 'ASC',
};

/** The country's staff, for administrators: add a member, reset a lost authenticator, deactivate. */
function StaffMembers({ ownId }: { ownId: string }) {
  const { t } = useTranslation();
  const list = useListView(staffOptions);
  const { view } = list;
  const members = useConsoleStaffMembers({
    text: view.text || null,
    page: view.page,
    page_size: staffPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const changes = useStaffMemberChanges();
  const feedback = useActionNotice();
  const [handOver, setHandOver] = useState<{ name: string; password: string } | null>(null);
  const failed = (error: unknown) => feedback.failed(t(errorMessage(error, 'consoleStaff').key));
  const columns = useStaffMemberColumns({
    ownId,
    onReset: (member) =>
      changes.reset.mutateAsync(member.id).then(({ console_reset_staff_member: reset }) => {
        feedback.succeeded(t('consoleStaff.resetDone', { name: reset.member.name }));
        setHandOver({ name: reset.member.name, password: reset.first_password });
      }, failed),
    onDeactivate: (member) =>
      changes.deactivate
        .mutateAsync(member.id)
        .then(
          () => feedback.succeeded(t('consoleStaff.deactivated', { name: member.name })),
          failed,
        ),
  });
  const page = members.data?.console_staff_members;
  return (
    <>
      <ActionNotice notice={feedback.notice} />
      {handOver ? <FirstPassword name={handOver.name} password={handOver.password} /> : null}
      <AddStaffMemberForm
        pending={changes.add.isPending}
        onAdd={async (member) => {
          feedback.clear();
          const { console_add_staff_member: added } = await changes.add.mutateAsync(member);
          feedback.succeeded(t('consoleStaff.added', { name: added.member.name }));
          setHandOver({ name: added.member.name, password: added.first_password });
        }}
      />
      <section className={styles.section}>
        <h2 className={styles.sectionHeading}>{t('consoleStaff.listHeading')}</h2>
        <ListFilterBar
          search={
            <ListTextFilter
              value={view.text}
              onChange={list.setText}
              label={t('consoleStaff.filter')}
              hint={t('consoleStaff.filterHint')}
            />
          }
          filtered={isFiltered(view)}
          onClear={list.clear}
          exports={
            <ListExportButtons
              name="staff"
              query={exportQueryOf(view)}
              target={consoleExports}
              disabled={!page?.total}
            />
          }
        />
        {members.isError ? <p role="alert">{t('consoleStaff.loadFailed')}</p> : null}
        {page ? (
          <DataTable
            caption={t('consoleStaff.caption')}
            columns={columns}
            rows={page.items}
            rowKey={(member) => member.id}
            total={page.total}
            page={view.page}
            pageSize={staffPageSize}
            sort={view.sort}
            direction={view.direction}
            onSort={list.sortBy}
            onPage={list.setPage}
            empty={t('consoleStaff.empty')}
          />
        ) : null}
      </section>
    </>
  );
}

/** The provider's staff of this country: administrators manage them, others are told so. */
export function ConsoleStaffPage() {
  const { t } = useTranslation();
  const me = useConsoleMe();
  const staff = me.data?.console_me;
  return (
    <div className={styles.page}>
      <PageHeader title={t('consoleStaff.title')} />
      <p className={styles.pageIntro}>{t('consoleStaff.intro')}</p>
      {staff?.role === 'administrator' ? <StaffMembers ownId={staff.id} /> : null}
      {staff && staff.role !== 'administrator' ? (
        <p className={styles.readOnly}>{t('consoleStaff.administratorsOnly')}</p>
      ) : null}
    </div>
  );
}
