export { CsvImportDialog, type CsvImportMutation } from './csv-import-dialog.tsx';
