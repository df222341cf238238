// A module of its own so that only German's texts join its chunk, not every language MUI ships.
export { deDE } from '@mui/material/locale';
