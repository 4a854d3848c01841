// React DOM's profiling build has the client's API; @types/react-dom has no file for it.
declare module 'react-dom/profiling' {
  export * from 'react-dom/client';
}
