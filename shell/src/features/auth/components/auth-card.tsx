import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';

/** The frame of the sign-in and registration forms. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </div>
  );
}
