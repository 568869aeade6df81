// Front ends import images as URLs (webpack's asset modules).
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
