import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AuthLayout } from '../../../src-ui/layouts/AuthLayout';
import SignupChooser from '../../../src-ui/signup/SignupChooser';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

function renderChooser(path = '/user/signup') {
  const { container } = createTestContainer();
  return renderWithApp(
    <>
      <Routes>
        <Route
          path="/user/signup"
          element={
            <AuthLayout prompt="login">
              <SignupChooser />
            </AuthLayout>
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
    </>,
    { container, path },
  );
}

describe('SignupChooser in the authentication layout', () => {
  it('shows the welcome heading and one card for each audience', () => {
    renderChooser();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Brigade' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /I'm an employer/ })).toHaveAttribute('href', '/user/employer');
    expect(screen.getByRole('link', { name: /active job seeker/ })).toHaveAttribute(
      'href',
      '/user/candidate',
    );
  });

  it('goes to /user/employer and /user/candidate from the keyboard', async () => {
    const user = userEvent.setup();
    renderChooser();
    await user.tab();
    expect(screen.getByRole('link', { name: /I'm an employer/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('current path')).toHaveTextContent('/user/employer');
  });

  it('follows the candidate card', async () => {
    const user = userEvent.setup();
    renderChooser();
    await user.click(screen.getByRole('link', { name: /active job seeker/ }));
    expect(screen.getByLabelText('current path')).toHaveTextContent('/user/candidate');
  });

  it('offers the login link and shows the product logo', () => {
    renderChooser();
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user/login');
    expect(screen.getByRole('img', { name: 'Brigade' })).toBeInTheDocument();
  });

  it('hides the product logo when a brand query parameter is present', () => {
    renderChooser('/user/signup?brand=12');
    expect(screen.queryByRole('img', { name: 'Brigade' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('AuthLayout prompts', () => {
  it("shows 'Don't have an account?' with a Sign up link to /user/signup", () => {
    const { container } = createTestContainer();
    renderWithApp(<AuthLayout prompt="signup">content</AuthLayout>, { container });
    expect(screen.getByText("Don't have an account?")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/user/signup');
  });

  it('shows no prompt when signup is hidden', () => {
    const { container } = createTestContainer();
    renderWithApp(<AuthLayout prompt="none">content</AuthLayout>, { container });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
