'use client';
import { layout } from '../../styles/tokens';
import { clearGlobalMessage, useGlobalMessage } from './globalMessage';
import { ModalDialog } from './ModalDialog';
import * as styles from './ModalDialog.css';

/** Shows the global message (showGlobalMessage) with a single 'Дякую' button that clears it. */
export function MessageDialog() {
  const message = useGlobalMessage();
  return (
    <ModalDialog
      open={message !== null}
      title="Повідомлення"
      width={layout.dialogWidth}
      onClose={clearGlobalMessage}
      actions={
        <button type="button" className={styles.button} onClick={clearGlobalMessage}>
          Дякую
        </button>
      }
    >
      <p>{message}</p>
    </ModalDialog>
  );
}
