'use client';
import { useState } from 'react';
import { layout } from '../../styles/tokens';
import { AccessibilityInfoText } from './AccessibilityInfoText';
import * as styles from './AccessibilityInfo.css';
import * as headerStyles from './Header.css';
import { ModalDialog } from './ModalDialog';
import * as dialogStyles from './ModalDialog.css';
import { Icon } from '../common/Icon';

const TITLE = 'Режим доступності';

function InfoIcon() {
  return (
    <Icon path="M11 7h2v2h-2V7zm0 4h2v6h-2v-6zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8z" />
  );
}

/**
 * The accessibility info dialog (max width 800). Server HTML is a <details> disclosure, so it
 * reads without JavaScript; once hydrated the summary opens a modal dialog instead.
 */
export function AccessibilityInfo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <details className={styles.disclosure}>
        <summary
          className={`${headerStyles.iconButton} ${styles.summary}`}
          aria-label="Довідка про режим доступності"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <InfoIcon />
        </summary>
        <div className={styles.panel}>
          <AccessibilityInfoText />
        </div>
      </details>
      <ModalDialog
        open={open}
        title={TITLE}
        width={layout.infoDialogMaxWidth}
        onClose={() => setOpen(false)}
        actions={
          <button type="button" className={dialogStyles.button} onClick={() => setOpen(false)}>
            Зрозуміло
          </button>
        }
      >
        <AccessibilityInfoText />
      </ModalDialog>
    </>
  );
}
